#!/usr/bin/env python3
"""Checks what the release build made (step (b2) of .ci/run): the Central Portal bundle and the POMs.

usage: check-release.py TREE VERSION BUNDLE EFFECTIVE_POMS

TREE is the copy of the repository the release build ran in, VERSION the release version it was set to,
BUNDLE its target/central-publishing/central-bundle.zip and EFFECTIVE_POMS the output of
`mvn -Prelease help:effective-pom -Doutput=...` over the whole reactor. Fails (exit 1) with one line per
problem: a published artifact without its POM, jar, sources jar, javadoc jar or checksums in the bundle, an
artifact in the bundle that is not published, a POM without the metadata Central requires, or keyway-bom's
copy of the project's address differing from the root POM's.
"""
import io
import re
import sys
import xml.etree.ElementTree as ET
import zipfile

GROUP_PATH = "dev/keyway"
# The published modules with a jar, as the root pom.xml's release profile and CONTRIBUTING.md name them.
JARS = ["annotations", "runtime", "local", "processor", "testing", "tools", "lambda", "kcl",
        "opentelemetry", "spring-boot-starter"]
POM_ONLY = ["keyway-parent", "keyway-bom"]
CHECKSUMS = [".md5", ".sha1"]  # what Central requires beside each file (the plugin adds sha256/sha512 too)
METADATA = ["name", "description", "url", "licenses/license/name", "licenses/license/url",
            "developers/developer/name", "scm/connection", "scm/developerConnection", "scm/url"]
ADDRESS = re.compile(r"keyway\.(project\.url|scm\.[A-Za-z]+|developer\.[A-Za-z]+)")


def local(tag):
    return tag.rsplit("}", 1)[-1]


def child(element, path):
    for name in path.split("/"):
        if element is None:
            return None
        element = next((c for c in element if local(c.tag) == name), None)
    return element


def address_properties(pom_path):
    properties = child(ET.parse(pom_path).getroot(), "properties")
    return {local(p.tag): (p.text or "").strip() for p in properties if ADDRESS.fullmatch(local(p.tag))}


def main(tree, version, bundle_path, effective_path):
    problems = []
    published = {"keyway-" + m: True for m in JARS}
    published.update({a: False for a in POM_ONLY})

    with zipfile.ZipFile(bundle_path) as bundle:
        names = set(bundle.namelist())
        found = {n.split("/")[2] for n in names if n.startswith(GROUP_PATH + "/") and n.count("/") >= 3}
        for extra in sorted(found - published.keys()):
            problems.append(f"{extra}: in the bundle, but it is not a published artifact")
        for artifact, has_jar in sorted(published.items()):
            base = f"{GROUP_PATH}/{artifact}/{version}/{artifact}-{version}"
            files = [base + ".pom"]
            if has_jar:
                files += [base + ".jar", base + "-sources.jar", base + "-javadoc.jar"]
            elif base + ".jar" in names:
                problems.append(f"{artifact}: a POM-only artifact has a jar in the bundle")
            for f in files:
                if f not in names:
                    problems.append(f"{artifact}: {f} is not in the bundle")
                    continue
                problems += [f"{artifact}: {f}{c} is not in the bundle" for c in CHECKSUMS if f + c not in names]
            if has_jar and base + "-sources.jar" in names and base + "-javadoc.jar" in names:
                sources = zipfile.ZipFile(io.BytesIO(bundle.read(base + "-sources.jar"))).namelist()
                javadoc = zipfile.ZipFile(io.BytesIO(bundle.read(base + "-javadoc.jar"))).namelist()
                if not any(n.endswith(".java") for n in sources):
                    problems.append(f"{artifact}: its sources jar holds no .java file")
                if "index.html" not in javadoc:
                    problems.append(f"{artifact}: its javadoc jar has no index.html")
        print(f"  bundle: {len(names)} files, artifacts: {', '.join(sorted(found))}")

    root = ET.parse(effective_path).getroot()
    projects = [root] if local(root.tag) == "project" else [p for p in root if local(p.tag) == "project"]
    by_artifact = {child(p, "artifactId").text: p for p in projects}
    for artifact in sorted(published):
        project = by_artifact.get(artifact)
        if project is None:
            problems.append(f"{artifact}: no effective POM (is it still a module of the root pom.xml?)")
            continue
        for path in METADATA:
            element = child(project, path)
            value = (element.text or "").strip() if element is not None else ""
            if not value or "${" in value:
                problems.append(f"{artifact}: its POM has no {path.replace('/', ' > ')} ({value!r})")
    print(f"  effective POMs of the {len(published)} published artifacts checked for {', '.join(METADATA)}")

    parent, bom = address_properties(f"{tree}/pom.xml"), address_properties(f"{tree}/bom/pom.xml")
    for key in sorted(parent.keys() | bom.keys()):
        if parent.get(key) != bom.get(key):
            problems.append(f"bom/pom.xml's {key} is {bom.get(key)!r}, the root pom.xml's {parent.get(key)!r}: keep them equal")
    if not parent:
        problems.append("the root pom.xml has no keyway.project.url / keyway.scm.* / keyway.developer.* properties")

    for p in problems:
        print("  PROBLEM " + p)
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:]))
