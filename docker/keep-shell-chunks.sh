#!/bin/sh
# Shell container start: add this build's hashed files to the chunk store (volume `shell-chunks`), which keeps every
# earlier deploy's too, so a page opened before this deploy still gets the chunks it asks for (lazy pages, overlays).
# Nothing is overwritten: a hashed name is always the same content.
set -eu
store=/usr/share/nginx/chunks
[ -d "$store" ] || exit 0
find /usr/share/nginx/html -maxdepth 1 -type f | grep -E '\.[0-9a-f]{8}\.(js|css)(\.gz|\.br)?$' | while read -r file; do
  [ -e "$store/${file##*/}" ] || cp "$file" "$store/"
done
