import type { FieldCondition, FieldConfig, RecordTypeConfigData, SectionConfig, ViewerCondition } from '../../src/engine/config/format';
import type { Path } from '../../src/engine/paths';

// Typed configs: the same plain data as RecordTypeConfigData, but every field path must be a Path<T> of the
// record's zod-inferred type, so a typo fails `tsc`. Table column paths and template paths are checked against
// the zod schema at test time (tests/unit/configs.test.ts), which also covers configs written as JSON.
type TypedField<T, F = FieldConfig> = F extends unknown
  ? Omit<F, 'path' | 'showIf' | 'showTo'> & {
      path?: Path<T>;
      showIf?: Omit<FieldCondition, 'path'> & { path: Path<T> };
      showTo?: Omit<ViewerCondition, 'membersOf'> & { membersOf?: Path<T> };
    }
  : never;
type TypedSection<T> = Omit<SectionConfig, 'fields'> & { fields: TypedField<T>[] };
export type TypedRecordTypeConfig<T> = Omit<RecordTypeConfigData, 'sections' | 'title'> & {
  title: Omit<RecordTypeConfigData['title'], 'obsoletePath'> & { obsoletePath?: Path<T> };
  sections: TypedSection<T>[];
};

export function defineRecordType<T>() {
  return (config: TypedRecordTypeConfig<T>): RecordTypeConfigData => config as RecordTypeConfigData;
}
