// The site's icon set: simple 24×24 line icons drawn as inline SVG (no icon
// font, no extra request, nothing CSP has to allow). Content names an icon by
// key (Card.icon); an unknown name falls back to 'dot' so a typo never breaks
// a page.
const paths: Record<string, string> = {
  dot: 'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8z',
  consulting: 'M4 19v-2a4 4 0 0 1 4-4h3M9 9a3 3 0 1 0 0-6a3 3 0 0 0 0 6zM15 13l2 2l4-4',
  platform: 'M3 5h18v10H3zM8 19h8M12 15v4',
  mortgage: 'M3 11l9-7l9 7M5 10v10h14V10M10 20v-6h4v6',
  bank: 'M3 9l9-5l9 5M4 9h16M6 9v8M10 9v8M14 9v8M18 9v8M3 20h18',
  risk: 'M12 3l8 3v6c0 5-3.5 8-8 9c-4.5-1-8-4-8-9V6zM12 8v5M12 16v.5',
  compliance: 'M12 3l8 3v6c0 5-3.5 8-8 9c-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5l4.5-5',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9c-4.5-1-8-4-8-9V6z',
  support: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v5H4zM17 13h3v5h-3M20 18c0 2-2 3-5 3h-2',
  email: 'M3 6h18v12H3zM3 7l9 6l9-6M15 15h4',
  mail: 'M3 6h18v12H3zM3 7l9 6l9-6',
  chat: 'M4 5h16v11H9l-5 4z',
  collections: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M12 13v4M10 15h4',
  payment: 'M3 7h18v10H3zM3 11h18M7 15h3',
  ai: 'M8 8h8v8H8zM10 4v4M14 4v4M10 16v4M14 16v4M4 10h4M4 14h4M16 10h4M16 14h4',
  ml: 'M5 6a2 2 0 1 0 0 .1M19 6a2 2 0 1 0 0 .1M12 18a2 2 0 1 0 0 .1M6.5 7.5l4.5 9M17.5 7.5l-4.5 9M7 6h10',
  rpa: 'M7 8h10v9H7zM12 4v4M9.5 12v1M14.5 12v1M4 12v3M20 12v3',
  devops: 'M7 12c0-3 2-5 5-5s5 2 5 5s-2 5-5 5M12 17c-3 0-5-2-5-5M3 12h4M17 12h4M15 15l2 2',
  insurance: 'M12 3l8 3v6c0 5-3.5 8-8 9c-4.5-1-8-4-8-9V6zM12 9v6M9 12h6',
  tax: 'M6 3h12v18l-3-2l-3 2l-3-2l-3 2zM9 8h6M9 12h6M9 16h3',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  ocr: 'M4 8V4h4M16 4h4v4M20 16v4h-4M8 20H4v-4M8 9h8M8 12h8M8 15h5',
  rules: 'M5 5h14M5 12h14M5 19h14M9 3v4M15 10v4M11 17v4',
  decision: 'M12 3l9 9l-9 9l-9-9zM12 8v5M12 16v.5',
  cloud: 'M7 18h10a4 4 0 0 0 0-8a6 6 0 0 0-11.5 1.5A3.5 3.5 0 0 0 7 18z',
  chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6',
  analytics: 'M4 20V4M4 20h16M7 14l4-4l3 3l5-6',
  workflow: 'M4 4h6v6H4zM14 14h6v6h-6zM10 7h4a3 3 0 0 1 3 3v4',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18zM12 7v5l3 3',
  money: 'M12 3v18M16 7c0-1.5-2-2.5-4-2.5S8 5.5 8 7.5s2 2.5 4 3s4 1 4 3s-2 3-4 3s-4-1-4-2.5',
  check: 'M5 12l4.5 4.5L19 7',
  users: 'M9 11a3 3 0 1 0 0-6a3 3 0 0 0 0 6zM3 20v-1a5 5 0 0 1 10 0v1M16 11a3 3 0 1 0 0-6M18 20v-1a5 5 0 0 0-3-4.6',
  star: 'M12 3l2.7 5.6l6.1.8l-4.4 4.3l1 6.1L12 17l-5.4 2.8l1-6.1L3.2 9.4l6.1-.8z',
  lock: 'M6 11h12v10H6zM8 11V8a4 4 0 0 1 8 0v3',
  phone: 'M5 3h4l2 5l-3 2a11 11 0 0 0 6 6l2-3l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2',
  location: 'M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11zM12 8a2 2 0 1 0 0 4a2 2 0 0 0 0-4z',
  globe: 'M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  target: 'M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18zM12 8a4 4 0 1 0 0 8a4 4 0 0 0 0-8zM12 11.5v1',
  speed: 'M4 16a8 8 0 1 1 16 0M12 16l4-5',
  handshake: 'M3 11l4-4l5 3l5-3l4 4M7 15l3 3M10 13l3 3M13 12l3 3M3 11l4 5M21 11l-4 5',
  lightbulb: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
  linkedin: 'M4 9h3v11H4zM5.5 4a1.5 1.5 0 1 0 0 3a1.5 1.5 0 0 0 0-3zM10 9h3v2c.6-1.2 2-2.2 3.8-2.2c2.6 0 3.2 1.8 3.2 4.2v7h-3v-6c0-1.4-.4-2.4-1.7-2.4c-1.5 0-2.3 1-2.3 2.6V20h-3z',
  twitter: 'M4 4l16 16M20 4L4 20',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8',
  instagram: 'M4 4h16v16H4zM12 8a4 4 0 1 0 0 8a4 4 0 0 0 0-8zM17 6.5v.5',
  'arrow-right': 'M5 12h14M13 6l6 6l-6 6',
  'chevron-down': 'M6 9l6 6l6-6',
  'external': 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  download: 'M12 4v11M7 10l5 5l5-5M5 20h14',
};

export const iconNames = Object.keys(paths);

export function Icon({ name, className }: { name: string; className?: string }) {
  return (
    <svg class={className ? `icon ${className}` : 'icon'} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={paths[name] ?? paths.dot} />
    </svg>
  );
}
