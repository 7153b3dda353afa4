import { describe, expect, it } from 'vitest';
import { pageWindow } from '#domain/shared/pagination';

describe('pageWindow', () => {
  it('shows nothing extra for one page and every page up to five', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('shows first, last and a window with ellipses beyond five pages', () => {
    expect(pageWindow(1, 6)).toEqual([1, 2, 'ellipsis-end', 6]);
    expect(pageWindow(3, 6)).toEqual([1, 2, 3, 4, 'ellipsis-end', 6]);
    expect(pageWindow(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'ellipsis-start', 19, 20]);
    expect(pageWindow(99, 20)).toEqual([1, 'ellipsis-start', 19, 20]);
  });
});
