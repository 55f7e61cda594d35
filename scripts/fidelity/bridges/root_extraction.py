def to_gym(params, instance):
    return {"MAX_N": params["maxN"], "MAX_K": params["maxK"], "N": instance["n"], "K": instance["k"], "reference_answer": instance["root"]}
