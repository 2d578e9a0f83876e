#!/bin/sh
# Sunset.jpg: "sunset" by Aitzol Berasategi, 2018, CC BY 4.0, as Debian's lomiri-wallpapers-16.04
# installs it; cut to 3:2 and made 600 × 400 (ImageMagick).
convert /usr/share/backgrounds/sunset_by_Aitzol_Berasategi.jpg -resize 600x400^ -gravity center -extent 600x400 \
    -quality 85 -strip PhotoFilter/Sunset.jpg
