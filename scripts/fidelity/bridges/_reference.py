"""For families whose RLVE-Gym scorer reads only `reference_answer`: it is rlve's reference answer text,
read as RLVE-Gym's `_process` reads an answer (int(text.strip()), or the stripped text)."""


def as_int(reference: str) -> dict:
    return {"reference_answer": int(reference.strip())}


def as_text(reference: str) -> dict:
    return {"reference_answer": reference.strip()}


def with_knob(reference: str, **knobs) -> dict:
    """An integer reference answer and the knobs the scorer checks it against (a modulus, for example)."""
    return as_int(reference) | knobs
