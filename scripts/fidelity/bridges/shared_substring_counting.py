from _reference import as_int


def to_gym(params, instance, reference):
    return as_int(reference)
