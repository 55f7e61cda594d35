def to_gym(params, instance):
    return {key: instance[key] for key in ("left", "right", "top", "bottom")} | {"N": instance["n"]}
