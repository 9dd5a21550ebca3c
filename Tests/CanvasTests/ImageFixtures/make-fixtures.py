# Generates the JPEG fixtures of ImageJPEGTests (committed; the tests do not need PIL).
# Run in this folder: python3 make-fixtures.py (needs Pillow).
import struct, io
from PIL import Image

def quadrants(mode, colours, size=16):
    im = Image.new(mode, (size, size))
    h = size // 2
    for i, c in enumerate(colours):
        x0, y0 = (i % 2) * h, (i // 2) * h
        for y in range(y0, y0 + h):
            for x in range(x0, x0 + h):
                im.putpixel((x, y), c)
    return im

rgb = quadrants("RGB", [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)])
rgb.save("rgb-baseline.jpg", quality=95, subsampling=0)
rgb.save("rgb-progressive.jpg", quality=95, subsampling=0, progressive=True)
grey = quadrants("L", [0, 85, 170, 255])
grey.save("grey.jpg", quality=95)
cmyk = quadrants("CMYK", [(255, 0, 0, 0), (0, 255, 0, 0), (0, 0, 255, 0), (0, 0, 0, 255)])
cmyk.save("cmyk-adobe.jpg", quality=95)

# A photo-like gradient for the PDF tests (4:2:0, as cameras write).
photo = Image.new("RGB", (64, 48))
for y in range(48):
    for x in range(64):
        photo.putpixel((x, y), (x * 4, y * 5, 255 - x * 2))
photo.save("photo.jpg", quality=90)

# Orientation: a 24 × 16 grid of 8 px blocks, R G B / Y W K, with an EXIF Orientation tag of 1…8
# (little-endian TIFF for odd values, big-endian for even ones).
grid = Image.new("RGB", (24, 16))
blocks = [[(255, 0, 0), (0, 255, 0), (0, 0, 255)], [(255, 255, 0), (255, 255, 255), (0, 0, 0)]]
for y in range(16):
    for x in range(24):
        grid.putpixel((x, y), blocks[y // 8][x // 8])
buffer = io.BytesIO()
grid.save(buffer, format="JPEG", quality=95, subsampling=0)
plain = buffer.getvalue()

def exif_segment(orientation, little):
    e = "<" if little else ">"
    tiff = (b"II" if little else b"MM") + struct.pack(e + "HI", 42, 8)
    # One directory: an unrelated tag first (ImageWidth, LONG), then Orientation (SHORT).
    tiff += struct.pack(e + "H", 2)
    tiff += struct.pack(e + "HHII", 0x0100, 4, 1, 24)
    tiff += struct.pack(e + "HHIHH", 0x0112, 3, 1, orientation, 0)
    tiff += struct.pack(e + "I", 0)
    payload = b"Exif\0\0" + tiff
    return b"\xff\xe1" + struct.pack(">H", len(payload) + 2) + payload

for o in range(1, 9):
    data = plain[:2] + exif_segment(o, o % 2 == 1) + plain[2:]
    open(f"orientation-{o}.jpg", "wb").write(data)

# The Adobe CMYK file without its APP14 marker: still read as inverted CMYK, as Pillow reads it.
data = open("cmyk-adobe.jpg", "rb").read()
i = 2
out = data[:2]
while True:
    marker = data[i + 1]
    length = struct.unpack(">H", data[i + 2:i + 4])[0]
    if marker == 0xDA:
        out += data[i:]
        break
    if marker != 0xEE:
        out += data[i:i + 2 + length]
    i += 2 + length
open("cmyk-plain.jpg", "wb").write(out)

# What PIL (libjpeg-turbo) decodes, for the tests' expected values.
for name in ["rgb-baseline", "rgb-progressive", "grey", "cmyk-adobe", "cmyk-plain"]:
    im = Image.open(name + ".jpg")
    print(name, im.mode, im.size, [im.convert("RGB").getpixel(p) for p in [(4, 4), (12, 4), (4, 12), (12, 12)]])
