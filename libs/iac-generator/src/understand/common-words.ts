/**
 * Ordinary English words of five letters or more that requests use, so the spelling check never
 * reads one of them as a misspelt service name ("notes" is not "nodes", "serve" is not "server").
 */
export const COMMON_WORDS: readonly string[] = `
about above access accessed according account accounts across action actions active actual added adding
additional address addresses admin administrator after again against agent agents alarm alert alerts allow
allowed allowing allows almost alone along already although always amazon among amount analysis analytics
another answer anyone anything anywhere apart applied applies apply approach approved archive archived
argument arguments around array article assets assign assigned associate associated associating attach
attached attaching attribute attributes audit authenticate authentication authenticator authorized automatic
automatically available avoid aware azure backed backend background backing balance balanced balancing based
basic because become before begin behind being belong belongs below benefit better between beyond billing
block blocked blocks board bodies bound boundary branch brief bring broad broken browser budget build builder
building builds built bundle business button bytes cache cached called calls cannot capture careful carry
cases catch cause center central certain chain change changed changes channel character charge check checks
child choose chosen claims class classes clean clear client clients close closed cloud cluster clusters codes
collect collected column combined comes command commands comment commit common company compare complete
component components compute concurrent config configure configured confirm connect connected connection
connections consider console constant contain contained containing contains content context continue contract
contracts control controls conversation conversations convert copies correct costs could count counter country
course cover create created creates creating creation credential critical current custom customer customers
daily damage dashboard database databases dates deals default defaults define defined defines definition delay
delete deleted deletes delivery demand deploy deployed deploying deployment deployments describe described
design desired detail details detect development device devices different digital direct directly directory
disable disabled display distinct distinction divide document documents domain domains double download drive
driven driver during dynamic early easily email emails empty enable enabled enables encrypt encrypted endpoint
endpoints ensure enter entire entra entries entry environment environments equal error errors event events
every everything exact example examples except exception exceptions exist existing exists expect expected
expiry expose exposed express extend external extra facing failed fails failure fallback false feature
features fetch field fields files filter filters final finale finally fires first fixed fixes flows follow
following followup force forces format forward forwarded found frame frames friend front frontend function
functional functions further gateway gather general generate generated given global group groups guard guest
handle handled handler happen hardware having header headers health heavy hello helps hidden higher history
holds hosted hosting hosts hours house human identity image images immediately import include included
includes including incoming index indexes information initial input inside install instance instances instead
integer integration interface internal internet interval inventory issue issues items itself joined keeps
kernel keyed known label labels language large larger later layer layers leave legal length level levels
library lifecycle light limit limited limits linked links listen listener listening lists little local located
location locked logged logging logic login longer looking lookup loose lower machine machines maintain major
makes manage managed management manager manual mapped mapping match matches matching maximum means measure
media member members memory message messages metadata method methods metric metrics might minimal minimum
minor minute minutes mirror missing mobile model models modern modes module modules moment money monitor
monitoring month monthly months mount mounted moved multi multiple named names native nearby needed needs
nested network networks never newer newest night nightly nodes normal notes nothing notice notify number
numbers object objects occur offer office often older online opened operate operation operations option
optional options order ordering orders origin other others outbound outgoing output outputs outside owner
owners package packages pages paired panel parallel parameter parameters parent parse parts party passed
password passwords patch paths pattern payment peering pending people percent period periods permission
permissions person phone photo photos pizza place placed plain planned plans platform please point points
policies policy pools portal ports position possible posts power prefix present prevent preview price prices
primary print prior private problem process processed processes processing produce product production products
profile program project projects promises proper properties property protect protected protection protocol
provide provided provider provides provision provisioner provisioning provisions proxy public publish
published pulled purpose queries query question quick quickly quota quotas raise range ranges rather reach
reachable reached react reads ready reason receive received receives recent record records recover reduce
refer reference referenced region regions register regular related release reliable remain remote remove
removed render repeat replace replica replicas reply report reports repository request requests require
required requires reserve reserved reset resize resolve resource resources respond response responses restart
restore restrict restricted result results retain retrieve return returns reuse reviews right roles rolling
rollout rotate rotation route routed router routes routing rules running runtime safely sales sample scale
scaled scales scaling schedule scheduled schema scope score script scripts search second secondary seconds
secret secrets section secure security select selected sells sends sensitive separate separately sequence
serve served server servers serves service services serving session sessions setting settings setup several
shall shape share shared shares sharing shell short should shown sides signal signed simple since single sites
sizes small smaller snapshot snapshots software solution someone something source sources space specific
specified speed spending spinner split stable stack stage staging standard start started starts state stateful
states static stats status steps still stock storage store stored stores storing stream streams string strong
structure style subnet subnets subscribe subscribed subscribes subscribing success suffix suitable summary supply support supported switch system systems
table tables tagged target targets tasks teams tells template templates temporary terms testing tests their
there these thing things third those though three through throughput timeout times title today token tokens
tools topic topics total track traffic transfer trial trigger triggered triggers trust trusted turns typed
types under unique units until update updated updates upload uploaded uploads upper usage useful users using
valid value values variable variables various vault verify version versions video views visible visit volume
volumes walls wants warning watch weekly weeks where whether which while whole window windows within without
words worker workers working works world would write writes written wrong years yours zones
`
  .trim()
  .split(/\s+/);
