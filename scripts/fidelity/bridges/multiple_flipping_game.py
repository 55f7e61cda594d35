from _reference import as_text


def to_gym(params, instance, reference):
    return as_text(reference)
