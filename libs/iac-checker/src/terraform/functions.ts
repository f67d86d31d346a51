/** Terraform's built-in functions (1.9): a call to anything else fails at plan time. */
export const TERRAFORM_FUNCTIONS = new Set(
  (
    'abs abspath alltrue anytrue base64decode base64encode base64gzip base64sha256 base64sha512 basename bcrypt can ceil ' +
    'chomp chunklist cidrhost cidrnetmask cidrsubnet cidrsubnets coalesce coalescelist compact concat contains csvdecode ' +
    'dirname distinct element endswith ephemeralasnull file filebase64 filebase64sha256 filebase64sha512 fileexists ' +
    'filemd5 fileset filesha1 filesha256 filesha512 flatten floor format formatdate formatlist indent index issensitive ' +
    'join jsondecode jsonencode keys length list log lookup lower map matchkeys max md5 merge min nonsensitive one ' +
    'parseint pathexpand plantimestamp pow range regex regexall replace reverse rsadecrypt sensitive setintersection ' +
    'setproduct setsubtract setunion sha1 sha256 sha512 signum slice sort split startswith strcontains strrev substr sum ' +
    'templatefile templatestring textdecodebase64 textencodebase64 timeadd timecmp timestamp title tobool tolist tomap ' +
    'tonumber toset tostring transpose trim trimprefix trimspace trimsuffix try type upper urlencode uuid uuidv5 values ' +
    'yamldecode yamlencode zipmap'
  ).split(' '),
);
