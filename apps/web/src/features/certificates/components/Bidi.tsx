import type { ReactNode } from 'react';

/**
 * Values inside the Arabic layout: numbers, codes and dates always read left to right; names take the
 * direction of their own text (a Latin company name keeps its final "." at its end). <bdi> isolates
 * them from the surrounding right-to-left text, which a plain span does not.
 */
export const Ltr = ({ children }: { children: ReactNode }) => <bdi dir="ltr">{children || '—'}</bdi>;
export const Text = ({ children }: { children: ReactNode }) => <bdi>{children || '—'}</bdi>;
export const ltr = (v: string | null | undefined) => <Ltr>{v}</Ltr>;
export const text = (v: string | null | undefined) => <Text>{v}</Text>;
