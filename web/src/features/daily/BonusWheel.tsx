/** The 7th-day wheel of fortune: an SVG wheel that spins to the rotation it is given. */
import { Box } from '@mui/material';
import type { WheelSegment } from '@pilotmiles/core';
import { brand } from '../../theme/tokens';
import { WHEEL_SPIN_MS } from './wheel';

const COLORS = ['#16a34a', '#13315c', '#f59e0b', '#0891b2', '#7c3aed', '#db2777', '#ea580c', '#2563eb'];
const R = 96;

/** A point on the circle, `deg` clockwise from the top. */
const at = (deg: number, r: number) => {
  const rad = (deg * Math.PI) / 180;
  return [r * Math.sin(rad), -r * Math.cos(rad)] as const;
};

function slice(i: number, count: number): string {
  const a = 360 / count;
  const [x1, y1] = at(i * a, R);
  const [x2, y2] = at((i + 1) * a, R);
  return `M0 0 L${x1.toFixed(3)} ${y1.toFixed(3)} A${R} ${R} 0 ${a > 180 ? 1 : 0} 1 ${x2.toFixed(3)} ${y2.toFixed(3)} Z`;
}

export interface BonusWheelProps {
  segments: readonly WheelSegment[];
  /** Degrees clockwise; a change animates unless `animate` is false. */
  rotation: number;
  animate: boolean;
  onSpinEnd?: () => void;
  size?: number;
}

export function BonusWheel({ segments, rotation, animate, onSpinEnd, size = 220 }: BonusWheelProps) {
  const count = segments.length;
  const a = 360 / count;
  return (
    <Box
      sx={{ position: 'relative', width: size, height: size, mx: 'auto' }}
      role="img"
      aria-label={`Wheel of fortune: ${segments.map((s) => `${s.amount} PM`).join(', ')}`}
    >
      <Box
        component="svg"
        viewBox="-100 -100 200 200"
        data-testid="wheel"
        data-rotation={rotation}
        onTransitionEnd={onSpinEnd}
        sx={{
          width: '100%',
          height: '100%',
          display: 'block',
          transform: `rotate(${rotation}deg)`,
          // Fast start, long slow-down: how a real wheel settles.
          transition: animate ? `transform ${WHEEL_SPIN_MS}ms cubic-bezier(0.12, 0.7, 0.15, 1)` : 'none',
          filter: 'drop-shadow(0 6px 14px rgba(11,37,69,.25))',
        }}
      >
        <circle r={R + 3} fill={brand.navy} />
        {segments.map((s, i) => {
          const [lx, ly] = at((i + 0.5) * a, R * 0.66);
          return (
            <g key={i}>
              <path d={slice(i, count)} fill={COLORS[i % COLORS.length]} stroke="#fff" strokeWidth={1.5} />
              <text
                x={lx}
                y={ly}
                transform={`rotate(${(i + 0.5) * a} ${lx} ${ly})`}
                textAnchor="middle"
                dominantBaseline="central"
                fill="#fff"
                fontSize={count > 8 ? 13 : 16}
                fontWeight={800}
                fontFamily="inherit"
              >
                {s.amount}
              </text>
            </g>
          );
        })}
        <circle r={16} fill="#fff" stroke={brand.navy} strokeWidth={3} />
        <text textAnchor="middle" dominantBaseline="central" fontSize={10} fontWeight={800} fill={brand.navy}>
          PM
        </text>
      </Box>
      {/* The pointer stays still at the top. */}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          top: -6,
          left: '50%',
          transform: 'translateX(-50%)',
          width: 0,
          height: 0,
          borderLeft: '12px solid transparent',
          borderRight: '12px solid transparent',
          borderTop: `22px solid ${brand.gold}`,
          filter: 'drop-shadow(0 2px 2px rgba(0,0,0,.3))',
        }}
      />
    </Box>
  );
}
