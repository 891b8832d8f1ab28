#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder image (Ubuntu 22.04 base image):
# npuzzle-grader needs a JDK 17 or newer (the grader compiles the submission with javac).
set -euo pipefail
if ! command -v javac >/dev/null || ! javac -version 2>&1 | grep -Eq 'javac (1[7-9]|[2-9][0-9])'; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openjdk-17-jdk-headless
fi
java -jar "$(dirname "$0")/npuzzle-grader.jar" --version
