/**
 * A bucket whose new objects start a 2nd gen function (issue 24, WIR): the function's Eventarc
 * trigger on that bucket, the Cloud Storage service agent allowed to publish the events, the
 * function's own identity allowed to receive them, and the source archive kept out of the watched
 * bucket. Asked only when the request says objects arriving start it. Wordings of our own.
 */
import { at, generated, of } from '../../testing/resources';

describe("a bucket's new objects start the function", () => {
  it.each([
    'a gcs bucket media-drop and a cloud function that processes each new object written to it',
    'A 2nd gen cloud function thumbnailer in python 3.12 triggered by uploads to the bucket acme-photos-raw',
    'cloud function csv-loader (gen 2, go 1.22). It runs whenever a file is uploaded to our gcs bucket acme-csv-drop',
  ])('%s', async (prompt) => {
    const { resources, errors } = await generated(prompt, 'terraform-google');
    expect(errors).toEqual([]);
    const [fn] = of(resources, 'google_cloudfunctions2_function');
    expect(at(fn.body, 'event_trigger.event_type')).toBe('google.cloud.storage.object.v1.finalized');
    expect(at(fn.body, 'event_trigger.event_filters.attribute')).toBe('bucket');
    const watched = String(at(fn.body, 'event_trigger.event_filters.value'));
    expect(watched).toMatch(/google_storage_bucket\.[\w-]+\.name/);
    // The source archive is somewhere else than the watched bucket, and no object is invented.
    expect(String(at(fn.body, 'build_config.source.storage_source.bucket'))).not.toBe(watched);
    expect(of(resources, 'google_storage_bucket_object')).toHaveLength(0);
    const roles = of(resources, 'google_project_iam_member').map((m) => [at(m.body, 'role'), at(m.body, 'member')]);
    expect(roles).toContainEqual([
      'roles/pubsub.publisher',
      expect.stringContaining('google_storage_project_service_account'),
    ]);
    expect(roles.map(([role]) => role)).toEqual(expect.arrayContaining(['roles/eventarc.eventReceiver']));
  });

  it('an existing watched bucket is looked up, beside the new bucket holding the source', async () => {
    const { resources, errors, result } = await generated(
      '- our gcs bucket acme-receipts-in already exists\n- a gen 2 cloud function receipt-ocr, nodejs 20\n- it runs on every new file in that bucket',
      'terraform-google',
    );
    expect(errors).toEqual([]);
    const [fn] = of(resources, 'google_cloudfunctions2_function');
    expect(at(fn.body, 'event_trigger.event_filters.value')).toMatch(
      /data\.google_storage_bucket\.acme-receipts-in\.name/,
    );
    expect(of(resources, 'google_storage_bucket').map((b) => at(b.body, 'name'))).not.toContain('acme-receipts-in');
    expect(result.explanation).not.toMatch(/created new/);
  });

  it('a function that only writes into a bucket is not triggered by it', async () => {
    const { resources } = await generated(
      'a cloud function that writes reports into a bucket called acme-reports',
      'terraform-google',
    );
    const [fn] = of(resources, 'google_cloudfunctions2_function');
    expect(at(fn.body, 'event_trigger')).toBeUndefined();
  });
});
