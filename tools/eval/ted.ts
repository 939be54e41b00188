/**
 * Tree edit distance between ordered labelled trees (Zhang and Shasha, "Simple fast algorithms for the
 * editing distance between trees and related problems", SIAM J. Comput. 18(6), 1989): the least total cost
 * of deleting nodes of `a`, inserting nodes of `b` and renaming nodes of `a` into nodes of `b`, where
 * deleting a node makes its children children of its parent. Insert and delete cost 1; rename costs what
 * `rename` says (0 to 1). Written here because the one npm package that offers it (edit-distance) is
 * unmaintained CoffeeScript output without types that keeps three full cost matrices of nested arrays.
 */

export interface Tree<L> {
  label: L;
  children: readonly Tree<L>[];
}

interface PostOrder<L> {
  labels: L[];
  /** leftmost[i]: the post-order index of the leftmost leaf under node i. */
  leftmost: number[];
  /** The highest node of each leftmost-leaf path, ascending (the "LR keyroots" of the paper). */
  keyroots: number[];
}

function postOrder<L>(root: Tree<L>): PostOrder<L> {
  const labels: L[] = [];
  const leftmost: number[] = [];
  // Iterative, so a table of thousands of rows never meets the stack limit.
  const stack: { node: Tree<L>; next: number; first: number }[] = [{ node: root, next: 0, first: -1 }];
  while (stack.length) {
    const top = stack[stack.length - 1]!;
    const child = top.node.children[top.next];
    if (child) {
      top.next++;
      stack.push({ node: child, next: 0, first: -1 });
      continue;
    }
    stack.pop();
    const index = labels.length;
    labels.push(top.node.label);
    leftmost.push(top.first < 0 ? index : top.first);
    const parent = stack[stack.length - 1];
    if (parent && parent.first < 0) parent.first = leftmost[index]!;
  }
  const highest = new Map<number, number>();
  leftmost.forEach((l, i) => highest.set(l, i));
  return { labels, leftmost, keyroots: [...highest.values()].sort((x, y) => x - y) };
}

/** The number of nodes of a tree. */
export function treeSize<L>(root: Tree<L>): number {
  let n = 0;
  const stack: Tree<L>[] = [root];
  while (stack.length) {
    n++;
    for (const child of stack.pop()!.children) stack.push(child);
  }
  return n;
}

export function treeEditDistance<L>(a: Tree<L>, b: Tree<L>, rename: (x: L, y: L) => number): number {
  const A = postOrder(a);
  const B = postOrder(b);
  const n = A.labels.length;
  const m = B.labels.length;
  // tree[i * m + j]: the distance between the subtree of a rooted at i and the subtree of b rooted at j.
  const tree = new Float64Array(n * m);
  const forest = new Float64Array((n + 1) * (m + 1));
  for (const i of A.keyroots) for (const j of B.keyroots) forestDistance(i, j);
  return tree[n * m - 1]!;

  /** Fills `tree` for every pair of subtrees on the leftmost paths of keyroots i and j. */
  function forestDistance(i: number, j: number): void {
    const li = A.leftmost[i]!;
    const lj = B.leftmost[j]!;
    const rows = i - li + 2;
    const cols = j - lj + 2;
    const at = (x: number, y: number) => x * cols + y;
    forest[0] = 0;
    for (let x = 1; x < rows; x++) forest[at(x, 0)] = forest[at(x - 1, 0)]! + 1;
    for (let y = 1; y < cols; y++) forest[at(0, y)] = forest[at(0, y - 1)]! + 1;
    for (let x = 1; x < rows; x++) {
      const i1 = li + x - 1;
      const l1 = A.leftmost[i1]!;
      for (let y = 1; y < cols; y++) {
        const j1 = lj + y - 1;
        const l2 = B.leftmost[j1]!;
        const drop = Math.min(forest[at(x - 1, y)]! + 1, forest[at(x, y - 1)]! + 1);
        if (l1 === li && l2 === lj) {
          // Both forests are whole trees: the roots are renamed into each other (or one is deleted).
          const d = Math.min(drop, forest[at(x - 1, y - 1)]! + rename(A.labels[i1]!, B.labels[j1]!));
          forest[at(x, y)] = d;
          tree[i1 * m + j1] = d;
        } else {
          forest[at(x, y)] = Math.min(drop, forest[at(l1 - li, l2 - lj)]! + tree[i1 * m + j1]!);
        }
      }
    }
  }
}
