import { block, expr } from '../../../model/hcl';
import { transitionsOf } from '../../../model/transitions';
import { corsRule } from '../../../model/cors';
import { type TerraformWriter } from '../../../render/terraform/context';
import { storageClass } from '../settings';
import { gName, labels, project } from '../terraform/common';
import { nonEmpty, statedLocation } from '../terraform/data';

export const terraform: TerraformWriter = {
  resourceType: 'google_storage_bucket',
  write: (c, x) => {
    const website = c.attrs.flags.has('website');
    // Readable by anyone, as asked: public access prevention would refuse the grant to allUsers.
    const publicRead = c.attrs.flags.has('public');
    const cors =
      c.attrs.flags.has('cors') || c.attrs.corsOrigins || c.attrs.corsMethods
        ? corsRule([c], c.attrs.domain ? `https://${c.attrs.domain}` : '*')
        : undefined;
    x.primary(
      c,
      {
        project: project(x),
        // A stated name as given (bucket names are global: the request chose it); else one made unique by the project.
        name: c.name ? gName(c) : expr(`"${gName(c, 40)}-\${var.project_id}"`),
        location: statedLocation(c)?.toUpperCase() ?? expr('upper(var.region)'),
        storage_class: storageClass(c.attrs.tier) ?? 'STANDARD',
        uniform_bucket_level_access: true,
        public_access_prevention: website || publicRead ? 'inherited' : 'enforced',
        force_destroy: false,
        // Cloud Storage refuses versioning on a bucket with a retention policy: the policy keeps objects
        // instead. Otherwise it is on unless the request turns it off.
        versioning: block({
          enabled: !c.attrs.retentionPolicy && (c.attrs.flags.has('versioned') || !c.attrs.off?.includes('versioned')),
        }),
        // Deleted objects are kept the days stated (Cloud Storage takes 7 to 90), else a week.
        soft_delete_policy: block({ retention_duration_seconds: softDeleteDays(c.attrs.deletionWindowDays) * 86400 }),
        // Written only when there is a rule: an empty list would be an argument, not blocks.
        lifecycle_rule: nonEmpty([
          // No delete rule of our own (a cap on kept versions): a default that deletes what the
          // user keeps would win over their stated retention; only the rules said are written.
          // Every move said, in order ("nearline after 30 days, coldline after 90"), one rule each.
          ...transitionsOf(c.attrs).map((t) =>
            block({
              condition: block({ age: t.days }),
              action: block({ type: 'SetStorageClass', storage_class: storageClass(t.storageClass) ?? 'NEARLINE' }),
            }),
          ),
          // Versions that are no longer current go the days stated after they stopped being current
          // (never an age of the live objects, which would delete current data).
          ...(c.attrs.noncurrentDays && !c.attrs.retentionPolicy
            ? [
                block({
                  condition: block({ days_since_noncurrent_time: c.attrs.noncurrentDays, with_state: 'ARCHIVED' }),
                  action: block({ type: 'Delete' }),
                }),
              ]
            : []),
          // Retention as deletion, unless a retention policy (a minimum, not a deletion) was asked for.
          ...(c.attrs.retentionDays && !c.attrs.retentionPolicy
            ? [block({ condition: block({ age: c.attrs.retentionDays }), action: block({ type: 'Delete' }) })]
            : []),
        ]),
        retention_policy:
          c.attrs.retentionDays && c.attrs.retentionPolicy
            ? block({
                retention_period: Math.round(c.attrs.retentionDays * 86400),
                is_locked: c.attrs.retentionPolicy === 'locked' || undefined,
              })
            : undefined,
        // The CORS rule stated: its origins and methods, as said.
        cors: cors
          ? block({
              origin: cors.origins,
              method: cors.methods,
              response_header: ['Content-Type'],
              max_age_seconds: 3600,
            })
          : undefined,
        website: website ? block({ main_page_suffix: 'index.html', not_found_page: '404.html' }) : undefined,
        labels: labels(c),
      },
      publicRead
        ? 'Uniform access, objects readable by anyone (as asked), versioning with soft delete.'
        : 'Uniform access, public access prevention, versioning with soft delete.',
    );
    // The finding that anyone may read it is accepted, with why, so the check lists it as asked for.
    if (publicRead)
      x.resource(
        'google_storage_bucket_iam_member',
        `${c.id}_public_read`,
        { bucket: x.ref(c, 'name'), role: 'roles/storage.objectViewer', member: 'allUsers' },
        'infragen:waive IG-GCP-004 the request asked for the objects of this bucket to be readable by anyone',
      );
    x.output(`${c.id}_bucket_name`, x.ref(c, 'name'), 'Bucket name');
  },
};

/** The days a bucket keeps deleted objects: those stated when Cloud Storage can keep them that long, else 7. */
function softDeleteDays(stated: unknown): number {
  return typeof stated === 'number' && stated >= 7 && stated <= 90 ? stated : 7;
}
