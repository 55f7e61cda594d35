from _reference import with_knob


def to_gym(params, instance, reference):
    return with_knob(reference, K=instance["k"])
