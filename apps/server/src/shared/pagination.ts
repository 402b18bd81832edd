import type { Pagination } from '@sportsbook/contract';

export interface PageRequest {
  page: number;
  limit: number;
}

/** Rows to skip for a 1-based page. */
export const pageOffset = ({ page, limit }: PageRequest): number => (page - 1) * limit;

/**
 * The pagination block of a list answer. `last_page` is at least 1 even for an empty list, so
 * a client that "loads pages until page equals last page" always stops.
 */
export const pagination = (total: number, { page, limit }: PageRequest): Pagination => ({
  total,
  page,
  limit,
  last_page: Math.max(1, Math.ceil(total / limit)),
});

/** Slices an already loaded list into one page with its pagination block. */
export function paginateList<T>(items: readonly T[], request: PageRequest) {
  const offset = pageOffset(request);
  return {
    data: items.slice(offset, offset + request.limit),
    pagination: pagination(items.length, request),
  };
}
