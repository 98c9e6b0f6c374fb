/**
 * Which index a Firestore query needs, from its shape: the API tests record every query's shape
 * into firestore.queries.json (functions/test/support/queryRecorder.ts) and `npm run deploy:check`
 * finds each one's index in firestore.indexes.json. Firestore serves without a composite index a
 * query on one field, and equality filters alone (merging single-field indexes); anything else
 * needs a composite index: the equality fields, then the order (inequality fields are ordered
 * too), then the field a sum() or average() adds up. Collection-group queries have no automatic
 * single-field indexes: theirs are fieldOverrides.
 */

/** The parts of a StructuredQuery proto a shape is made of. */
export interface ProtoQuery {
  from?: { collectionId?: string; allDescendants?: boolean }[];
  where?: ProtoFilter;
  orderBy?: { field?: { fieldPath?: string }; direction?: string }[];
}
interface ProtoFilter {
  compositeFilter?: { op?: string; filters?: ProtoFilter[] };
  fieldFilter?: { field?: { fieldPath?: string }; op?: string };
  unaryFilter?: { field?: { fieldPath?: string }; op?: string };
}

export type Scope = 'COLLECTION' | 'COLLECTION_GROUP';
export type Order = 'ASCENDING' | 'DESCENDING';

export interface QueryShape {
  collectionGroup: string;
  queryScope: Scope;
  /** Fields compared with ==, in, IS NULL (sorted). */
  equality: string[];
  /** Fields an array-contains(-any) filter reads (sorted). */
  arrayContains: string[];
  /** The order Firestore scans in: explicit orderBy, then inequality fields not ordered (ascending). */
  orderBy: [string, Order][];
  /** The field a sum()/average() adds up, if any. */
  aggregate: string | null;
}

export interface IndexField {
  fieldPath: string;
  order?: Order;
  arrayConfig?: 'CONTAINS';
}
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: Scope;
  fields: IndexField[];
}
export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: { order?: Order; arrayConfig?: 'CONTAINS'; queryScope: Scope }[];
}
export interface IndexesFile {
  indexes: CompositeIndex[];
  fieldOverrides?: FieldOverride[];
}

const NAME = '__name__';
const INEQUALITY = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
  'IS_NOT_NAN',
  'IS_NOT_NULL',
]);
const ARRAY = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);

function flatten(filter: ProtoFilter | undefined): { field: string; op: string }[] {
  if (!filter) return [];
  if (filter.compositeFilter) return (filter.compositeFilter.filters ?? []).flatMap(flatten);
  const f = filter.fieldFilter ?? filter.unaryFilter;
  return f?.field?.fieldPath ? [{ field: f.field.fieldPath, op: f.op ?? 'EQUAL' }] : [];
}

export function queryShape(query: ProtoQuery, aggregate: string | null = null): QueryShape {
  const from = query.from?.[0] ?? {};
  const filters = flatten(query.where);
  const uniq = (xs: string[]) => [...new Set(xs)].sort();
  const orderBy: [string, Order][] = (query.orderBy ?? [])
    .map((o): [string, Order] => [o.field?.fieldPath ?? '', o.direction === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING'])
    .filter(([f]) => f && f !== NAME);
  for (const { field, op } of filters)
    if (INEQUALITY.has(op) && !orderBy.some(([f]) => f === field)) orderBy.push([field, 'ASCENDING']);
  return {
    collectionGroup: from.collectionId ?? '',
    queryScope: from.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION',
    equality: uniq(filters.filter((f) => !INEQUALITY.has(f.op) && !ARRAY.has(f.op)).map((f) => f.field)),
    arrayContains: uniq(filters.filter((f) => ARRAY.has(f.op)).map((f) => f.field)),
    orderBy,
    aggregate,
  };
}

export const shapeKey = (shape: QueryShape) => JSON.stringify(shape);

/** What serves the query: nothing to declare, a collection-group single-field index, or a composite. */
export type Need =
  | { kind: 'automatic' }
  | { kind: 'single'; field: string; order?: Order; arrayConfig?: 'CONTAINS' }
  | { kind: 'composite'; fields: IndexField[] };

export function indexNeeded(shape: QueryShape): Need {
  const ordered = shape.orderBy.filter(([f]) => !shape.equality.includes(f) || shape.orderBy.length > 1);
  const fields: IndexField[] = [
    ...shape.equality
      .filter((f) => !ordered.some(([o]) => o === f))
      .map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as Order })),
    ...shape.arrayContains.map((fieldPath) => ({ fieldPath, arrayConfig: 'CONTAINS' as const })),
    ...ordered.map(([fieldPath, order]) => ({ fieldPath, order })),
    ...(shape.aggregate ? [{ fieldPath: shape.aggregate, order: 'ASCENDING' as Order }] : []),
  ];
  const equalityOnly = ordered.length === 0 && !shape.aggregate && shape.arrayContains.length <= 1;
  if (fields.length <= 1 || (equalityOnly && shape.queryScope === 'COLLECTION')) {
    if (shape.queryScope === 'COLLECTION' || fields.length === 0) return { kind: 'automatic' };
    const [only] = fields;
    return { kind: 'single', field: only!.fieldPath, order: only!.order, arrayConfig: only!.arrayConfig };
  }
  return { kind: 'composite', fields };
}

const sameField = (a: IndexField, b: IndexField) =>
  a.fieldPath === b.fieldPath &&
  (a.arrayConfig ?? a.order ?? 'ASCENDING') === (b.arrayConfig ?? b.order ?? 'ASCENDING');

/**
 * Whether firestore.indexes.json serves the shape. A composite index serves it when its fields,
 * less __name__, are the equality fields in any order (any direction), then the rest in order.
 */
export function indexFor(shape: QueryShape, file: IndexesFile): string | null {
  const need = indexNeeded(shape);
  if (need.kind === 'automatic') return 'automatic';
  if (need.kind === 'single') {
    const override = file.fieldOverrides?.find(
      (o) => o.collectionGroup === shape.collectionGroup && o.fieldPath === need.field,
    );
    const found = override?.indexes.find(
      (i) =>
        i.queryScope === shape.queryScope &&
        (need.arrayConfig ? i.arrayConfig === 'CONTAINS' : i.order === (need.order ?? 'ASCENDING')),
    );
    return found ? `fieldOverrides ${shape.collectionGroup}.${need.field}` : null;
  }
  const equality = new Set(shape.equality);
  const rest = need.fields.filter(
    (f) => !(equality.has(f.fieldPath) && f.order === 'ASCENDING' && !shape.orderBy.some(([o]) => o === f.fieldPath)),
  );
  const prefix = need.fields.length - rest.length;
  const match = file.indexes.find((index) => {
    if (index.collectionGroup !== shape.collectionGroup || index.queryScope !== shape.queryScope) return false;
    const fields = index.fields.filter((f) => f.fieldPath !== NAME);
    if (fields.length !== need.fields.length) return false;
    const head = fields.slice(0, prefix);
    if (!head.every((f) => equality.has(f.fieldPath) && !f.arrayConfig)) return false;
    if (new Set(head.map((f) => f.fieldPath)).size !== prefix) return false;
    return fields.slice(prefix).every((f, i) => sameField(f, rest[i]!));
  });
  return match ? `${match.collectionGroup} (${match.fields.map((f) => f.fieldPath).join(', ')})` : null;
}

/** A shape as a line of a message: `users where role == · order created_at desc`. */
export function describeShape(shape: QueryShape): string {
  const parts = [`${shape.queryScope === 'COLLECTION_GROUP' ? 'collection group ' : ''}${shape.collectionGroup}`];
  if (shape.equality.length) parts.push(`where ${shape.equality.map((f) => `${f} ==`).join(', ')}`);
  if (shape.arrayContains.length)
    parts.push(`where ${shape.arrayContains.map((f) => `${f} array-contains`).join(', ')}`);
  if (shape.orderBy.length)
    parts.push(`order ${shape.orderBy.map(([f, o]) => `${f} ${o === 'ASCENDING' ? 'asc' : 'desc'}`).join(', ')}`);
  if (shape.aggregate) parts.push(`sum ${shape.aggregate}`);
  return parts.join(' · ');
}
