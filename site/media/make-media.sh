#!/usr/bin/env bash
# Regenerates every media file under site/public/ from nothing but Debian tools:
#   tsx site/media/art.ts  → SVG art, icons, favicon, OG/brochure HTML (text from site/content)
#   chromium --headless    → renders SVG/HTML to PNG and the brochure to PDF
#   ImageMagick `convert`  → PNG → WebP/JPEG
#   ffmpeg (lavfi)         → the looping background video, desktop and mobile, and its poster
# Usage: site/media/make-media.sh        (from anywhere; takes about a minute on 2 cores)
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
OUT=$ROOT/site/public
WORK=$(mktemp -d)
PROFILE=$(mktemp -d)
trap 'rm -rf "$WORK" "$PROFILE"' EXIT
mkdir -p "$OUT/assets/img" "$OUT/assets/og" "$OUT/assets/video" "$OUT/assets/icons"

CHROMIUM=${CHROMIUM:-chromium}
chrome() {
  # Offline, sandbox-free headless Chromium (same flags as test/support/browser.ts).
  "$CHROMIUM" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --hide-scrollbars --user-data-dir="$PROFILE" "$@" 2>/dev/null
}

echo "== art sources"
npx --no-install tsx site/media/art.ts "$WORK"

echo "== hero images (WebP)"
for svg in "$WORK"/hero/*.svg; do
  name=$(basename "$svg" .svg)
  size=$(sed -n 's/.*width="\([0-9]*\)" height="\([0-9]*\)".*/\1,\2/p' "$svg" | head -1)
  chrome --window-size="$size" --screenshot="$WORK/$name.png" "file://$svg" >/dev/null
  convert "$WORK/$name.png" -strip -quality 72 -define webp:method=6 "$OUT/assets/img/$name.webp"
done

echo "== Open Graph images (1200x630 JPEG)"
for name in og-default og-loanxpress; do
  chrome --window-size=1200,630 --screenshot="$WORK/$name.png" "file://$WORK/$name.html" >/dev/null
  convert "$WORK/$name.png" -strip -quality 82 -sampling-factor 4:2:0 -interlace JPEG "$OUT/assets/og/$name.jpg"
done

echo "== LoanXPress brochure (one-page PDF)"
chrome --no-pdf-header-footer --print-to-pdf="$OUT/assets/loanxpress-brochure.pdf" "file://$WORK/brochure.html" >/dev/null

echo "== background video (H.264, muted, seamless ping-pong loop)"
# Four-colour animated gradient; played forward then backward, so the last
# frame meets the first. No audio track. Small CRF: smooth gradients compress well.
video() { # width height seconds out
  ffmpeg -hide_banner -loglevel error -y -threads 2 \
    -f lavfi -i "gradients=s=$1x$2:r=24:d=$3:n=4:speed=0.012:seed=7:x0=0:y0=0:x1=$1:y1=$2:c0=0x0b2545:c1=0x0f8a80:c2=0x1a56c4:c3=0x13315c" \
    -filter_complex "[0]format=yuv420p,split[a][b];[b]reverse[r];[a][r]concat=n=2:v=1:a=0,format=yuv420p[v]" \
    -map "[v]" -an -c:v libx264 -preset veryfast -crf 30 -tune animation -profile:v high -pix_fmt yuv420p \
    -g 48 -movflags +faststart "$4"
}
video 1280 720 5 "$OUT/assets/video/background-desktop.mp4"
video 480 848 5 "$OUT/assets/video/background-mobile.mp4"
ffmpeg -hide_banner -loglevel error -y -i "$OUT/assets/video/background-desktop.mp4" -frames:v 1 "$WORK/poster.png"
convert "$WORK/poster.png" -strip -quality 70 "$OUT/assets/video/background-poster.webp"

echo "== sizes"
find "$OUT" -type f ! -name README.md -printf '%8s  %P\n' | sort -k2
du -sh "$OUT"
