import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; later tailwind utilities win over earlier ones (shadcn convention). */
export const cn = (...inputs: ClassValue[]): string => twMerge(clsx(inputs));
