#!/bin/sh
# Shell container start: embed the mounted docker/remotes.<SITE_ENV>.json (this environment's runtime configuration) in index.html as
# the last-known-good copy, so the page still finds its remotes, and knows its environment, if remotes.json fails.
set -eu
config=/etc/wagering/remotes.${SITE_ENV:-prod}.json
html=/usr/share/nginx/html/index.html
[ -f "$config" ] || exit 0
json=$(tr -d '\n' < "$config" | sed 's/</\\u003c/g; s/[&|]/\\&/g')
sed -i "s|<script type=\"application/json\" id=\"runtime-config\">[^<]*</script>|<script type=\"application/json\" id=\"runtime-config\">$json</script>|" "$html"
