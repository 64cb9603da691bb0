#!/usr/bin/env bash
# Fails when the public API of a library product breaks against the last released version.
#
# `.api-baseline` names that version and its commit, and the breaking changes accepted since.
# The check is SwiftPM's own `swift package diagnose-api-breaking-changes`: it checks the
# baseline commit out under .build, builds it, dumps the public API of every module of its
# library products with swift-api-digester, and compares the current sources' API with that.
# Additions pass: new declarations, members and products (a product the baseline does not have
# is not compared). A removal, a rename, a changed type, signature or ownership, and a new case
# of a public enum (it breaks a client's exhaustive switch) fail, one line each, unless
# `.api-baseline` accepts that line.
#
# - A deliberate break: add the `accept API breakage: …` line this script prints to
#   `.api-baseline`, and say under "Unreleased" in CHANGELOG.md what breaks, marked **Breaking**
#   (below 1.0 the next version is then a minor one).
# - A release: set `version` and `commit` in `.api-baseline` to the new version and the commit
#   it is, drop the `accept` lines, and turn "Unreleased" in CHANGELOG.md into that version's
#   section. Moving the baseline is that step and nothing else: never to silence this check.
#
# Cost: a debug build of the baseline commit (about a minute and a half on 2 cores), and the
# current sources' debug build, which `swift build` or `swift test` has usually made already.
#
# Usage: Scripts/check-api.sh
set -euo pipefail
cd "$(dirname "$0")/.."

baseline_file=.api-baseline
version=$(awk '$1 == "version" { print $2 }' "$baseline_file")
commit=$(awk '$1 == "commit" { print $2 }' "$baseline_file")
[ -n "$version" ] && [ -n "$commit" ] || { echo "check-api: $baseline_file needs a version and a commit line" >&2; exit 2; }
if ! git cat-file -e "$commit^{commit}" 2>/dev/null; then
    echo "check-api: the baseline commit $commit ($version) is not in this clone (a shallow clone? git fetch --unshallow)" >&2
    exit 2
fi

accepted=$(mktemp)
trap 'rm -f "$accepted"' EXIT
sed -n 's/^accept //p' "$baseline_file" > "$accepted"

status=0
output=$(swift package diagnose-api-breaking-changes "$commit" --breakage-allowlist-path "$accepted" 2>&1) || status=$?
# SwiftPM's verdicts, without its build logs and its warnings about the baseline checkout's files.
verdicts=$(grep -E 'API breakage:|breaking change|error:' <<<"$output" || true)
if [ "$status" -ne 0 ] || grep -q 'API breakage:' <<<"$verdicts"; then
    [ -n "$verdicts" ] && printf '%s\n' "$verdicts" || printf '%s\n' "$output"
    echo "check-api: the public API breaks against $version ($commit)." >&2
    if grep -q 'API breakage:' <<<"$verdicts"; then
        echo "A deliberate break goes under Unreleased in CHANGELOG.md, marked **Breaking**, and its line into $baseline_file:" >&2
        grep -o 'API breakage:.*' <<<"$verdicts" | sed 's/^/accept /' >&2
    fi
    exit 1
fi
printf '%s\n' "$verdicts"
count=$(grep -c . "$accepted" || true)
echo "check-api: no breaking change against $version ($commit)$([ "$count" -eq 0 ] || echo ", $count accepted in $baseline_file")"
