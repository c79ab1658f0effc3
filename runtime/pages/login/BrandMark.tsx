import React from 'react';

/** The product logo mark (also used in the shell when a tenant has no logo). */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <defs>
        <linearGradient id="brand-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#60a5fa" />
          <stop offset="1" stopColor="#2563eb" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#brand-mark)" />
      <path d="M9 23 16 8l7 15h-4l-3-7-3 7z" fill="#fff" />
    </svg>
  );
}
