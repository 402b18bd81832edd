import { describe, expect, it } from 'vitest';
import { pageOffset, paginateList, pagination } from './pagination';

describe('pagination', () => {
  it('reports one last page for an empty list', () => {
    expect(pagination(0, { page: 1, limit: 50 })).toEqual({
      total: 0,
      page: 1,
      limit: 50,
      last_page: 1,
    });
  });

  it('rounds the last page up when the final page is partial', () => {
    expect(pagination(101, { page: 3, limit: 50 }).last_page).toBe(3);
    expect(pagination(100, { page: 2, limit: 50 }).last_page).toBe(2);
  });

  it('skips whole pages before the requested one', () => {
    expect(pageOffset({ page: 1, limit: 20 })).toBe(0);
    expect(pageOffset({ page: 4, limit: 20 })).toBe(60);
  });

  it('answers an empty page past the end while keeping the total', () => {
    const result = paginateList([1, 2, 3], { page: 5, limit: 2 });
    expect(result.data).toEqual([]);
    expect(result.pagination).toEqual({ total: 3, page: 5, limit: 2, last_page: 2 });
  });
});
