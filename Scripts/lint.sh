#!/usr/bin/env bash
# Lints every Swift file with the toolchain's `swift format lint` and the checked-in .swift-format.
#
# Every rule finding fails the run (the rules switched off in .swift-format are listed in
# README.md, "Style"). swift-format also compares each file with its own pretty-printed layout and
# reports the differences as findings of the categories filtered below; they cannot be switched off
# in the configuration, and the project's hand layout (continuation lines aligned under the
# opening parenthesis, one-line closures, long diagnostic strings) differs from the printer's on
# purpose, so those layout categories are not failures. Trailing whitespace and runs of blank
# lines stay enforced.
#
# Usage: Scripts/lint.sh [paths...]   (default: Sources Tests Package.swift)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$#" -eq 0 ]; then
    set -- Sources Tests Package.swift
fi

layout='\[(Indentation|AddLines|RemoveLine|Spacing|LineLength|TrailingComma|EndOfLineComment)\]'
status=0
output=$(swift format lint --strict --configuration .swift-format --recursive --parallel "$@" 2>&1) || status=$?
findings=$(grep -vE "$layout" <<<"$output" | grep -v '^$' || true)

if [ -n "$findings" ]; then
    printf '%s\n' "$findings"
    echo "lint: failed" >&2
    exit 1
fi
if [ "$status" -ne 0 ] && ! grep -qE "$layout" <<<"$output"; then
    # swift-format failed without any finding (a bad configuration, an unreadable file).
    printf '%s\n' "$output" >&2
    exit "$status"
fi
echo "lint: clean ($(grep -c ': error: \[' <<<"$output" || true) layout findings left to the hand layout)"
