import sympy


def to_gym(params, instance):
    # RLVE-Gym keeps f at its minimiser and at 0 (the worst value it counts), computed with sympy's evalf.
    coeffs = instance["coefficients"]
    x = sympy.Symbol("x")
    f = sum(c * (x**i) for i, c in enumerate(coeffs))
    value = lambda at: float(f.evalf(subs={x: at}))
    return {
        "N": params["n"],
        "coeffs": coeffs,
        "reference_answer": instance["xRef"],
        "reference_value": value(instance["xRef"]),
        "worst_value": value(0.0),
    }
