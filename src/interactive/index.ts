/** The interactive environments (issue 29): each an Episodic of src/core/episode.ts, one file each. */
import type { Episodic } from "../core/episode.js";

export const INTERACTIVE: readonly Episodic[] = [];
