#!/usr/bin/env bash
# Refreshes the design artifacts checked in beside the sample app's README from a build's output,
# and the screenshot of the table sheet, taken with headless Chromium (Debian's `chromium` package;
# the build itself never needs it). Run from the repository root after `mvn -B -pl sample-app -am compile`.
set -euo pipefail
generated=sample-app/target/classes/dev/keyway/sample/model
cp "$generated/SaasTable.html" "$generated/SaasTable.workbench.json" sample-app/design/
profile=$(mktemp -d)
chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
  --disable-component-update --disable-sync --hide-scrollbars --user-data-dir="$profile" \
  --screenshot="$PWD/sample-app/design/SaasTable.png" --window-size=1280,1700 "file://$PWD/sample-app/design/SaasTable.html"
rm -rf "$profile"
# Fewer colours: the page is text on a dozen tints, so a palette keeps it sharp at a fraction of the size.
if command -v convert > /dev/null; then
  convert sample-app/design/SaasTable.png -strip -colors 96 PNG8:sample-app/design/SaasTable.png
fi
