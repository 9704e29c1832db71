// One inline illustration per onboarding step (1-based), in the brand palette.
function PlansArt() {
  return (
    <>
      <rect x="58" y="40" width="110" height="140" rx="16" fill="#c7d2fe" transform="rotate(-8 113 110)" />
      <rect x="70" y="34" width="110" height="140" rx="16" fill="#fff" stroke="#6366f1" strokeWidth="3" />
      <rect x="86" y="54" width="56" height="10" rx="5" fill="#6366f1" />
      <text x="86" y="100" fontSize="26" fontWeight="700" fill="#4338ca">
        €9
      </text>
      <text x="120" y="100" fontSize="12" fill="#64748b">
        /mo
      </text>
      {[118, 134, 150].map((y) => (
        <g key={y}>
          <circle cx="92" cy={y} r="5" fill="#22c55e" />
          <rect x="104" y={y - 4} width="56" height="8" rx="4" fill="#e2e8f0" />
        </g>
      ))}
    </>
  );
}

function VisitsArt() {
  return (
    <>
      <rect x="40" y="80" width="100" height="90" rx="8" fill="#fff" stroke="#6366f1" strokeWidth="3" />
      <path d="M34 80l12-28h88l12 28z" fill="#6366f1" />
      <rect x="78" y="120" width="26" height="50" rx="4" fill="#c7d2fe" />
      <path
        d="M150 150l20-26 16 12 24-38"
        fill="none"
        stroke="#22c55e"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M196 92h16v16"
        fill="none"
        stroke="#22c55e"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  );
}

function ClientsArt() {
  const person = (x: number, y: number, scale: number, fill: string) => (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <circle cx="0" cy="0" r="16" fill={fill} />
      <path d="M-28 56a28 28 0 0 1 56 0z" fill={fill} />
    </g>
  );
  return (
    <>
      {person(70, 90, 0.85, '#c7d2fe')}
      {person(170, 90, 0.85, '#c7d2fe')}
      {person(120, 74, 1.1, '#6366f1')}
      <circle cx="184" cy="48" r="20" fill="#22c55e" />
      <path d="M184 38v20M174 48h20" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
    </>
  );
}

const ART = [PlansArt, VisitsArt, ClientsArt];

export function OnboardingArt({ step }: { step: number }) {
  const Art = ART[step - 1] ?? PlansArt;
  return (
    <svg aria-hidden="true" viewBox="0 0 240 200" className="mx-auto h-56 w-full max-w-xs">
      <ellipse cx="120" cy="186" rx="96" ry="10" fill="#e0e7ff" />
      <Art />
    </svg>
  );
}
