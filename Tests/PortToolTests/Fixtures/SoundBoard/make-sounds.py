#!/usr/bin/env python3
"""Writes the Sound Board fixture's six sounds (SoundBoard/Sounds/*.wav): tones and sweeps
synthesized here, 16-bit mono at 11025 Hz so that each file stays under 30 KB.
Run from this folder: python3 make-sounds.py"""
import math, struct, wave, os

RATE = 11025

def envelope(t, length, attack=0.01, release=0.05):
    return min(1.0, t / attack, max(0.0, (length - t) / release))

def sweep(f0, f1, length, shape=lambda x: x):
    """A sine whose frequency moves from f0 to f1 (shape maps 0…1 onto 0…1)."""
    phase, out = 0.0, []
    for i in range(int(length * RATE)):
        t = i / RATE
        f = f0 + (f1 - f0) * shape(t / length)
        phase += 2 * math.pi * f / RATE
        out.append(math.sin(phase) * envelope(t, length))
    return out

def bell(length=1.0):
    out = []
    for i in range(int(length * RATE)):
        t = i / RATE
        s = (math.sin(2 * math.pi * 880 * t) + 0.4 * math.sin(2 * math.pi * 1760 * t)
             + 0.2 * math.sin(2 * math.pi * 2637 * t)) / 1.6
        out.append(s * math.exp(-4 * t) * envelope(t, length, 0.003, 0.05))
    return out

def sweep_wobble(low, high, length, period):
    phase, out = 0.0, []
    for i in range(int(length * RATE)):
        t = i / RATE
        f = low + (high - low) * (0.5 - 0.5 * math.cos(2 * math.pi * t / period))
        phase += 2 * math.pi * f / RATE
        out.append(math.sin(phase) * envelope(t, length))
    return out

def whistle(length=1.0):
    phase, out = 0.0, []
    for i in range(int(length * RATE)):
        t = i / RATE
        f = 1200 + 500 * math.sin(math.pi * t / length) + 40 * math.sin(2 * math.pi * 6 * t)
        phase += 2 * math.pi * f / RATE
        out.append(math.sin(phase) * envelope(t, length, 0.05, 0.15))
    return out

def laser(length=0.5):
    s = sweep(3000, 300, length, lambda x: 1 - (1 - x) ** 3)
    return [v * (0.6 + 0.4 * math.copysign(1, v)) for v in s]

SOUNDS = {
    "Bell": bell(),
    "Chirp": sweep(600, 2400, 0.6, lambda x: x * x),
    "Drop": sweep(1500, 250, 0.7, lambda x: math.sqrt(x)),
    "Laser": laser(),
    "Siren": sweep_wobble(600, 900, 1.2, 0.6),
    "Whistle": whistle(),
}

here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "SoundBoard", "Sounds")
for name, samples in SOUNDS.items():
    with wave.open(os.path.join(here, name + ".wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, v)) * 0.7 * 32767)) for v in samples))
