// A module resolution hook (node:module register()) for the user's environment modules: their
// `import ... from "rlve"` means the rlve that loads them, whether or not their package installed one. From
// a checkout that is the TypeScript sources (a checkout has no dist/), and it is always the same module
// instance, so defineEnv and the registry are the ones the command uses.
let entry;

export function initialize(data) {
  entry = data.entry;
}

export async function resolve(specifier, context, nextResolve) {
  if (specifier === "rlve") return nextResolve(entry, context);
  return nextResolve(specifier, context);
}
