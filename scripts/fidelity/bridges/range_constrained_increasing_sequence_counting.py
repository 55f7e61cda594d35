from _reference import as_int


def to_gym(params, instance, reference):
    return as_int(reference)


def attributes(params, instance):
    return {"MOD": instance["mod"]}  # rlve draws the modulus; RLVE-Gym's is fixed
