import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_application_insights_standard_web_test',
  write: (c, x) => {
    const d = decide(c);
    const insights = c.ref.insights as Component;
    x.primary(c, {
      name: d.name,
      resource_group_name: x.ref(c.ref.group as Component, 'name'),
      // A web test lives where the Application Insights it reports to does.
      location: x.ref(insights, 'location'),
      application_insights_id: x.ref(insights),
      description: d.description,
      geo_locations: d.locations,
      frequency: d.frequency,
      timeout: d.timeout,
      enabled: true,
      retry_enabled: true,
      request: block({
        url: d.url ?? x.variable(`${c.id}_url`, { type: 'string', description: `Address web test ${d.name} checks` }),
        http_verb: 'GET',
        follow_redirects_enabled: true,
      }),
      validation_rules: block({
        expected_status_code: d.expectedStatus,
        ssl_check_enabled: d.sslCheck,
        ssl_cert_remaining_lifetime: d.sslCheck ? d.certDays : undefined,
      }),
      tags: tags(c),
    });
  },
};
