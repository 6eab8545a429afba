import type { ReactNode } from 'react';
import { Document } from '@/components/layout/document';
import { siteMetadata, siteViewport } from '@/lib/seo';
import './globals.css';

export const metadata = siteMetadata;
export const viewport = siteViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return <Document>{children}</Document>;
}
