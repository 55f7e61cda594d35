def to_gym(params, instance):
    return {"N": instance["n"], "before_conditions": [tuple(c) for c in instance["constraints"]]}
