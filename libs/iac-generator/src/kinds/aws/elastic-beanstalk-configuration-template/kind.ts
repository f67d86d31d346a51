import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.elastic_beanstalk_configuration_template',
  label: 'main',
  title: 'Elastic Beanstalk configuration template',
  needs: (c, plan) => {
    c.ref.app = plan.ensure('aws.elastic_beanstalk_application', 'templates belong to an application', {
      label: 'app',
    });
  },
};
