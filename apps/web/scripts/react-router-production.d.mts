import type { Alias } from 'vite';

export function reactRouterProductionBuild(): Alias[];
