/**
 * The frame of every resource's data provider: the methods a resource implements, wrapped so that
 * every failure goes through `toDataProviderError`, and a clear refusal for the methods it lacks.
 */
import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  RaRecord,
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { toDataProviderError } from './errors.ts';
import { referenceAsList } from './listParams.ts';

const STANDARD_METHODS: readonly (keyof StandardMethods)[] = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
];

/**
 * react-admin's methods, with untyped records: its own types are generic in the record type, which
 * a provider mapping one API cannot honour without a cast in every method.
 */
export interface StandardMethods {
  getList?: (resource: string, params: GetListParams) => Promise<GetListResult>;
  getOne?: (resource: string, params: GetOneParams) => Promise<GetOneResult>;
  getMany?: (resource: string, params: GetManyParams) => Promise<GetManyResult>;
  getManyReference?: (resource: string, params: GetManyReferenceParams) => Promise<GetManyReferenceResult>;
  create?: (resource: string, params: CreateParams) => Promise<CreateResult>;
  update?: (resource: string, params: UpdateParams) => Promise<UpdateResult>;
  updateMany?: (resource: string, params: UpdateManyParams) => Promise<UpdateManyResult>;
  delete?: (resource: string, params: DeleteParams) => Promise<DeleteResult>;
  deleteMany?: (resource: string, params: DeleteManyParams) => Promise<DeleteManyResult>;
}

/**
 * A resource's own call (a dialog's action). Like the standard methods it takes the resource first,
 * so `combineDataProviders` routes it; call it through `useDataProvider()` inside `useMutation`.
 */
export type CustomMethod = (resource: string, params: never) => Promise<unknown>;

/** Any method: `never` parameters accept every signature (parameters are contravariant). */
type AnyMethod = (...args: never[]) => Promise<unknown>;

const converting =
  (method: AnyMethod): AnyMethod =>
  async (...args) => {
    try {
      return await method(...args);
    } catch (e) {
      throw toDataProviderError(e);
    }
  };

/**
 * The data provider of one resource: `methods` (standard react-admin methods) and `custom` (the
 * resource's own calls). Methods it lacks reject with `<method> is not supported for "<resource>".`
 */
export function resourceProvider<C extends Record<string, CustomMethod> = Record<never, never>>(
  resource: string,
  methods: StandardMethods,
  custom?: C,
): DataProvider & C {
  const provider: Record<string, AnyMethod> = {};
  for (const name of STANDARD_METHODS) {
    const method = methods[name] as AnyMethod | undefined;
    provider[name] = method
      ? converting(method)
      : async () => {
          throw new Error(`${name} is not supported for "${resource}".`);
        };
  }
  for (const [name, method] of Object.entries(custom ?? {})) provider[name] = converting(method);
  return provider as unknown as DataProvider & C;
}

/** getList over `list`, and getManyReference as that list filtered by the reference's target. */
export const listMethods = (
  list: (params: Partial<GetListParams>) => Promise<GetListResult>,
): Pick<StandardMethods, 'getList' | 'getManyReference'> => ({
  getList: (_resource, params) => list(params),
  getManyReference: (_resource, params) => list(referenceAsList(params)),
});

/** getOne and getMany over the read of one record by id (getMany reads all its ids at once). */
export const byIdMethods = (
  getById: (id: string) => Promise<{ data: RaRecord }>,
): Pick<StandardMethods, 'getOne' | 'getMany'> => ({
  getOne: async (_resource, params) => ({ data: (await getById(String(params.id))).data }),
  async getMany(_resource, params) {
    const rows = await Promise.all(params.ids.map((id) => getById(String(id))));
    return { data: rows.map((r) => r.data) };
  },
});
