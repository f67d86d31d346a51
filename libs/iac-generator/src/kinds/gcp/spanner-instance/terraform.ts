import { expr, tfLabel } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { gName, inProject, labels, project } from '../terraform/common';
import { spannerDatabaseName, spannerUnits } from '../terraform/data';

export const terraform: TerraformWriter = {
  resourceType: 'google_spanner_instance',
  write: (c, x) => {
    // Compute as stated: nodes, or processing units (multiples of 100 below 1000, of 1000 above).
    const units = c.attrs.readCapacity;
    const region = c.attrs.regions[0];
    x.primary(c, {
      ...inProject(c, x, 30),
      // A multi-region configuration as stated ("nam3", "eur3"), else the regional one of the stated region.
      config: c.attrs.location ?? (region ? `regional-${region}` : expr('"regional-${var.region}"')),
      display_name: gName(c, 30),
      processing_units: c.attrs.nodes ? undefined : units ? spannerUnits(units) : 100,
      num_nodes: c.attrs.nodes,
      labels: labels(c),
    });
    // The databases named inside the instance, else one called "app".
    const named = (c.attrs.children ?? [])
      .filter((ch) => /^(?:database|db)s?$/.test(ch.word))
      .flatMap((ch) => ch.names);
    // The dialect as stated ("PostgreSQL dialect"); it is fixed when the database is created.
    const dialect =
      c.attrs.engine === 'postgres' ? 'POSTGRESQL' : c.attrs.engine === 'googlesql' ? 'GOOGLE_STANDARD_SQL' : undefined;
    for (const name of named.length ? named : ['app'])
      x.resource(`google_spanner_database`, named.length ? tfLabel(name) : c.id, {
        project: project(x),
        instance: x.ref(c, 'name'),
        name: spannerDatabaseName(name),
        database_dialect: dialect,
        deletion_protection: true,
      });
  },
};
