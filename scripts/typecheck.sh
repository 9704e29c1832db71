#!/usr/bin/env bash
# `npm run typecheck`: every TypeScript project of the repository, checked by the native TypeScript
# compiler (TypeScript 7, the `typescript-native` alias), which checks these projects about five
# times faster than TypeScript 5.9. TypeScript 5.9 stays the `typescript` package that ESLint's
# type-aware rules and editors load through its JavaScript API, which TypeScript 7 does not offer.
set -uo pipefail
cd "$(dirname "$0")/.."
tsc=node_modules/typescript-native/bin/tsc
projects=(contracts db seed mock-server mock-server/console apps/web scripts contracts/kit)
failed=()
for project in "${projects[@]}"; do
  "$tsc" -p "$project/tsconfig.json" --pretty false || failed+=("$project")
done
if [ ${#failed[@]} -ne 0 ]; then
  echo "Type errors in: ${failed[*]}" >&2
  exit 1
fi
echo "${#projects[@]} projects type-check."
