def to_gym(params, instance):
    return {
        "N": instance["n"],
        "edges": [tuple(sorted(e)) for e in instance["edges"]],
        "R": instance["weights"],
        "reference_weight": instance["best"],
    }
