#!/bin/sh
# What a student's loop costs with `grader check --watch`, as whole processes a timer can measure:
#   watch-bench.sh save LOG FILE   saves FILE as an editor does (a temporary file renamed over it) and returns when
#                                  the watch writing LOG has printed one more verdict (its Score line)
#   watch-bench.sh edit LOG FILE   the same, but the save adds a blank first line to FILE (or takes away the one the
#                                  last edit added), which changes its classes: the watch grades again what they can
#                                  change, where an unchanged save changes no class
#   watch-bench.sh first JAR DIR   starts `check --watch DIR`, returns once its first verdict is printed and it has
#                                  stopped (the first grading of a watch, to set beside a cold `check DIR`)
# Time either beside `java -jar JAR check DIR`, in turns, e.g. with /usr/bin/time -v or hyperfine.
set -eu
verdicts() { grep -c '^Score:' "$1" || true; }
case "$1" in
save)
    log=$2 file=$3
    before=$(verdicts "$log")
    cp "$file" "$file.swp.tmp" && mv "$file.swp.tmp" "$file"
    until [ "$(verdicts "$log")" -gt "$before" ]; do sleep 0.1; done
    ;;
edit)
    log=$2 file=$3
    before=$(verdicts "$log")
    if [ -z "$(head -n 1 "$file")" ]; then tail -n +2 "$file"; else echo; cat "$file"; fi >"$file.swp.tmp"
    mv "$file.swp.tmp" "$file"
    until [ "$(verdicts "$log")" -gt "$before" ]; do sleep 0.1; done
    ;;
first)
    jar=$2 dir=$3 log=$(mktemp)
    java -jar "$jar" check --watch "$dir" >"$log" 2>&1 &
    watch=$!
    until [ "$(verdicts "$log")" -gt 0 ]; do sleep 0.1; done
    kill -TERM "$watch" # what Ctrl-C does; a background job of a script ignores SIGINT
    wait "$watch" || true
    rm -f "$log"
    ;;
*)
    echo "usage: watch-bench.sh save LOG FILE | edit LOG FILE | first JAR DIR" >&2
    exit 2
    ;;
esac
