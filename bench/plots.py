"""SVG plots of the report: the size of the file each reducer updates over wall time, one step
line per reducer on a log scale, one plot per case (written to <results>/plots/)."""

from __future__ import annotations

import math
from xml.sax.saxutils import escape as xml_escape

from cases import Case

COLORS = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b",
          "#e377c2", "#17becf", "#7f7f7f", "#bcbd22"]


def nice_step(span: float, target: int = 6) -> float:
    raw = span / max(1, target)
    mag = 10 ** math.floor(math.log10(raw)) if raw > 0 else 1
    for m in (1, 2, 2.5, 5, 10):
        if raw <= m * mag:
            return m * mag
    return 10 * mag


def fmt_bytes(b: float) -> str:
    if b >= 1e6:
        return f"{b / 1e6:g} MB"
    if b >= 1e3:
        return f"{b / 1e3:g} kB"
    return f"{b:g} B"


def svg_plot(case: Case, runs: list[tuple[str, dict, list]], color_of: dict) -> str:
    """Size (bytes, log scale) over wall time, one step line per reducer."""
    W, H = 760, 420
    ml, mr, mt, mb = 70, 210, 40, 50
    pw, ph = W - ml - mr, H - mt - mb
    tmax = max([s[-1][0] for _, _, s in runs if s] + [1.0])
    xs = nice_step(tmax, 7)
    tmax = max(xs, math.ceil(tmax / xs - 0.01) * xs)   # a run capped at 300.1 s ends at 300
    sizes = [max(1, p[1]) for _, _, s in runs for p in s] or [1, 10]
    # y range: from the 1-2-5 value below the smallest size to the one above the largest
    steps = [m * 10 ** k for k in range(0, 10) for m in (1, 2, 5)]
    lo = max([v for v in steps if v <= min(sizes)] or [1])
    hi = min([v for v in steps if v >= max(sizes) and v > lo] or [lo * 10])

    def X(t):
        return ml + pw * min(1.0, t / tmax)

    def Y(b):
        return mt + ph * (1 - (math.log10(max(1, b)) - math.log10(lo)) / (math.log10(hi) - math.log10(lo)))

    e = []
    e.append(f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" '
             f'viewBox="0 0 {W} {H}" font-family="sans-serif" font-size="12">')
    e.append(f'<rect x="0" y="0" width="{W}" height="{H}" fill="white"/>')
    e.append(f'<text x="{ml}" y="22" font-size="14" font-weight="bold">'
             f'{xml_escape(case.id)}: size over time</text>')
    # grid and ticks
    decades = math.log10(hi) - math.log10(lo)
    for k in range(0, 10):
        for m in range(1, 10):
            v = m * 10 ** k
            if v < lo or v > hi:
                continue
            y = Y(v)
            labelled = m == 1 or (m in (2, 5) and decades <= 3) or v in (lo, hi)
            e.append(f'<line x1="{ml}" y1="{y:.1f}" x2="{ml + pw}" y2="{y:.1f}" '
                     f'stroke="{"#ccc" if m == 1 else "#eee"}"/>')
            if labelled:
                e.append(f'<text x="{ml - 6}" y="{y + 4:.1f}" text-anchor="end">{fmt_bytes(v)}</text>')
    t = 0.0
    while t <= tmax + 1e-9:
        x = X(t)
        e.append(f'<line x1="{x:.1f}" y1="{mt}" x2="{x:.1f}" y2="{mt + ph}" stroke="#eee"/>')
        e.append(f'<text x="{x:.1f}" y="{mt + ph + 16}" text-anchor="middle">{t:g}</text>')
        t += xs
    e.append(f'<rect x="{ml}" y="{mt}" width="{pw}" height="{ph}" fill="none" stroke="black"/>')
    e.append(f'<text x="{ml + pw / 2}" y="{H - 10}" text-anchor="middle">wall time (s)</text>')
    e.append(f'<text x="16" y="{mt + ph / 2}" text-anchor="middle" '
             f'transform="rotate(-90 16 {mt + ph / 2})">size (bytes, log scale)</text>')
    # lines
    ly = mt + 8
    for name, rec, s in runs:
        col = color_of[name]
        if s:
            pts = []
            prev = None
            for tt, b, *_ in s:
                if prev is not None:
                    pts.append(f"{X(tt):.1f},{Y(prev):.1f}")
                pts.append(f"{X(tt):.1f},{Y(b):.1f}")
                prev = b
            e.append(f'<polyline fill="none" stroke="{col}" stroke-width="2" points="{" ".join(pts)}"/>')
            tx, bx = s[-1][:2]
            if rec.get("capped"):
                e.append(f'<path d="M{X(tx) - 5:.1f},{Y(bx) - 5:.1f} l10,10 m0,-10 l-10,10" '
                         f'stroke="{col}" stroke-width="2"/>')
            else:
                e.append(f'<circle cx="{X(tx):.1f}" cy="{Y(bx):.1f}" r="4" fill="{col}"/>')
        # legend
        label = f"{name}: {rec.get('final_bytes', '?')} B, {rec.get('wall_s', '?')} s"
        if rec.get("capped"):
            label += " (capped)"
        if rec.get("interesting") is False:
            label += " NOT interesting"
        e.append(f'<line x1="{ml + pw + 12}" y1="{ly}" x2="{ml + pw + 34}" y2="{ly}" '
                 f'stroke="{col}" stroke-width="3"/>')
        e.append(f'<text x="{ml + pw + 40}" y="{ly + 4}" font-size="11">{xml_escape(label)}</text>')
        ly += 18
    e.append(f'<text x="{ml + pw + 12}" y="{ly + 8}" font-size="10" fill="#555">'
             f'dot: finished; x: capped</text>')
    e.append("</svg>")
    return "\n".join(e) + "\n"
