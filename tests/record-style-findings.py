#!/usr/bin/env python3
"""Records the style findings of fixtures in their expected.json ("style": check id -> ["FILE:LINE RULE", ...]).

Grades the fixtures with the packaged grader (only the style checks, which depend on nothing else), one batch per
version of the assignment, and writes what each style check found. Run it after changing a tool's version or a rule
file, then read the diff of tests/submissions/*/expected.json: GraderCheckEndToEndTests asserts these lists.

    python3 tests/record-style-findings.py [FIXTURE...]

Without names: every fixture that records style findings already, and every correct one (full marks).
Needs grader/target/npuzzle-grader.jar (mvn -B -q package -DskipTests -pl reference,grader).
"""
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SUBMISSIONS = ROOT / "tests" / "submissions"
JAR = ROOT / "grader" / "target" / "npuzzle-grader.jar"


def expected(fixture):
    return json.loads((SUBMISSIONS / fixture / "expected.json").read_text())


def recorded(fixture):
    e = expected(fixture)
    full_marks = e.get("failing") == [] and e.get("compiles", True)
    return "style" in e or (full_marks and not fixture.startswith("adversarial-"))


def findings(report):
    style = {}
    for check in report["checks"]:
        if check["category"] == "style" and check.get("findings"):
            style[check["id"]] = [f'{f["file"]}:{f["line"]} {f["rule"]}' for f in check["findings"]]
    return style


def library_jar(name, lib, classes):
    """Compiles the stand-in course library tests/libraries/NAME into LIB/NAME.jar, as FixtureClass does."""
    sources = [str(p) for p in sorted((ROOT / "tests" / "libraries" / name).rglob("*.java"))]
    subprocess.run(["javac", "-proc:none", "--release", "17", "-d", str(classes)] + sources, check=True)
    lib.mkdir(parents=True, exist_ok=True)
    subprocess.run(["jar", "cf", str(lib / (name + ".jar")), "-C", str(classes), "."], check=True)


def grade(fixtures, assignment):
    with tempfile.TemporaryDirectory() as work:
        root = Path(work) / "class"
        for fixture in fixtures:
            shutil.copytree(SUBMISSIONS / fixture, root / fixture, ignore=shutil.ignore_patterns("expected.json"))
            if "courseLibrary" in expected(fixture):
                library_jar(expected(fixture)["courseLibrary"], root / fixture / "lib", Path(work) / fixture)
        out = Path(work) / "out"
        command = ["java", "-jar", str(JAR), "batch", str(root), "--out", str(out), "--jobs", "2", "--style", "--only",
                   "style.*"] + (["--assignment", assignment] if assignment else [])
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        return {f: findings(json.loads((out / f / "report.json").read_text())) for f in fixtures}


def main(names):
    fixtures = names or sorted(p.name for p in SUBMISSIONS.iterdir()
                               if (p / "expected.json").is_file() and recorded(p.name))
    by_version = {}
    for fixture in fixtures:
        by_version.setdefault(expected(fixture).get("assignment"), []).append(fixture)
    for assignment, group in by_version.items():
        for fixture, style in grade(group, assignment).items():
            e = expected(fixture)
            e["style"] = style
            (SUBMISSIONS / fixture / "expected.json").write_text(json.dumps(e, indent=2) + "\n")
            print(fixture, sum(len(v) for v in style.values()), "findings")


if __name__ == "__main__":
    main(sys.argv[1:])
