/**
 * Price figures shown outside the quote: a boiler's typical fitted price for a like-for-like swap
 * (the boiler, direct swap labour and a standard wall flue, including VAT). The home page's "from"
 * prices are the cheapest of these per brand (held to it by a unit test).
 */
import { FLUE_WALL, LABOUR_DIRECT_SWAP } from '@/content/pricing';

export function fittedFromPrice(boilerPrice: number): number {
  return boilerPrice + LABOUR_DIRECT_SWAP + FLUE_WALL;
}
