"""Loads RLVE-Gym (https://github.com/Zhiyuan-Zeng/RLVE) from a checkout, for the fidelity scripts.

The checkout's path comes from RLVE_GYM (default ../rlvegym beside this repository). Nothing of RLVE-Gym
is copied into rlve: these scripts import it at run time, by hand, outside CI. RLVE-Gym seeds torch in
`manual_seed`; torch is replaced by a stub, since no environment draws from it.
"""

import os
import sys
import types

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GYM = os.environ.get("RLVE_GYM", os.path.join(os.path.dirname(REPO), "rlvegym"))
LEVELS = 41  # levels 0..40


def _stub_torch() -> None:
    if "torch" in sys.modules:
        return
    torch = types.ModuleType("torch")
    torch.manual_seed = lambda seed: None
    torch.cuda = types.SimpleNamespace(manual_seed_all=lambda seed: None)
    torch.backends = types.SimpleNamespace(cudnn=types.SimpleNamespace())
    sys.modules["torch"] = torch


def load():
    """(identifier -> environment class, identifier -> parameter-controller class)."""
    if not os.path.isdir(os.path.join(GYM, "Gym")):
        sys.exit(f"RLVE-Gym checkout not found at {GYM} (set RLVE_GYM)")
    _stub_torch()
    sys.path.insert(0, GYM)
    from Gym.environments import identifier2environment
    from Gym.parameter_controllers import identifier2controller

    return identifier2environment, identifier2controller


def ladder(controller_class, levels: int = LEVELS):
    """The parameter list of each level: level L is the controller after L updates."""
    controller = controller_class()
    out = []
    for _ in range(levels):
        out.append([dict(p) for p in controller.get_parameter_list()])
        controller.update()
    return out
