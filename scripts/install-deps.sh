#!/usr/bin/env bash
# Installs the Debian packages Vellum needs to build, test and render the gallery, plus any named
# as arguments.
# Idempotent and quiet: prints nothing and installs nothing when everything is present.
set -euo pipefail

# cairo and pango -dev packages, libdeflate-dev (the PNG encoder's compressor), libjpeg-dev (JPEG
# images), librsvg2-dev (SVG images: librsvg is loaded on first use, so only its library
# is needed to run, and the -dev package pulls it), libhyphen-dev and
# hyphen-en-us (hyphenation), the default font (Inter), its last fallback (DejaVu; the Noto
# fallbacks and Noto Sans Mono ship in Sources/Canvas/Resources/Fonts), CJK and emoji fonts,
# poppler-utils (pdfinfo, pdftotext, pdftoppm), qpdf (an independent PDF checker),
# librsvg2-bin (rsvg-convert), python3 (a second PNG decoder, /usr/bin/python3), liblcms2-utils
# (transicc, which checks the PDF/A colour profile) and libxml2 (FoundationXML, which reads XMP)
# for the tests.
packages=(
  pkg-config
  libcairo2-dev libpango1.0-dev libdeflate-dev libjpeg-dev librsvg2-dev libhyphen-dev hyphen-en-us
  fonts-inter fonts-dejavu-core fonts-wqy-microhei fonts-noto-color-emoji
  poppler-utils qpdf liblcms2-utils libxml2
  librsvg2-bin
  python3 python3-kiwisolver
)
# Extra packages a target needs (make leaks: valgrind).
packages+=("$@")

missing=()
for p in "${packages[@]}"; do
  [[ "$p" == \#* ]] && continue
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$p")
done

[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "Installing missing packages: ${missing[*]}"
SUDO=""
if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
if ! $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/tmp/vellum-apt.log 2>&1; then
  $SUDO apt-get update -qq >/tmp/vellum-apt-update.log 2>&1
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/tmp/vellum-apt.log 2>&1 || {
    echo "apt-get failed; see /tmp/vellum-apt.log" >&2
    tail -20 /tmp/vellum-apt.log >&2
    exit 1
  }
fi
