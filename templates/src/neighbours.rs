//! Related words for `search_tools` ([`search`](super::search)): a request's word counts for
//! up to 5 words that API documents use for a related thing (a user says "disk", an API
//! "volume"), nearest first: cosine similarity at least 0.6 between all-MiniLM-L6-v2
//! embeddings of the words alone (the model is Apache-2.0). Made by tools/search-neighbours.py
//! from ../shared/specs; do not edit by hand.

/// One line a word: the word, then its related words, separated by spaces.
pub const TABLE: &str = r"
aa aaa ab ao ap
aaa aaaa aa
aaaa aaa aaaaaaaa aaaansuh oa
aaaaaaaa aaaa aaaansuh
aaaansuh aaaa aaaaaaaa
aaaqaaaaeaaqmaaabmv eaaaadaqabaaaaqqddhr
aachen frankfurt berlin
ab aa ba abhi
aba ab aa ua
abandoned inactive
abandoning leaving detach
abandonment abandoned
abbreviated denoted
abbreviation denoted notation
abc abcd abcdef
abcd abcdef abc
abcdef abcd abc
abd ab
abhi ab
abilities skills capability capable powers
ability capability skill capable
able can could permitted capable allowed
abnormal normal
aboard ship
abort terminate
abortion aborted
about regarding
above below higher
abroad international foreign globally europe travel
abruptly suddenly
abs ab
absence absent presence existence
absent missing inactive excluded omitted
absolutely yes sure
abstract abstractions
abuse harassing
abusive abuse
ac acl
academic educational
acc accumsan accrue
accelerate accelerator
accelerated accelerator
accelerating accelerator
accept acceptance offering receive enter reject
acceptable appropriate unacceptable suitable permitted allowed
acceptance accepting
accepted invited offered sent inviter invitee
accepting acceptance reject
accepts acceptance reject receives
access accessible authorization permission
accessed accessible
accessibility accessible
accessible access allowable
accessing accessible
accessories items things
accessory device
accident incident
accidentally suddenly incident
accidents incident safety
acclaimed rated
accommodate fit
accommodated room
accompanied accompanying bringing involved
accompany accompanied
accompanying accompanied involved
accomplish succeed success fulfill successful proceed
accomplished complete successful succeeded succeeds successfully
accomplishment success successful
accordance comply
accordingly therefore subsequently alternatively
account login users
accountability responsibility responsible
accountable responsible responsibility
accountant accounting
accountants accounting
accounting finance financial
accounts users
accrue accumsan
accumsan accrue
accumulate addition
accumulated filled
accuracy precision accurate
accurate accuracy
accurately accurate accuracy properly effectively incorrectly
accusations harassment
ach fh rh gh qh kh
achieve fulfill succeed success
achieved successful success progress obtained succeeded
achieving success succeed fulfill successful
acid ph
acidic ph
acl ac acme
acls ac
acme acl
acoustic sound speaker audio instruments
acquainted familiar
acquire obtain purchasing gain
acquired purchased obtain owned
acquiring purchasing obtain
acquisition acquiring purchasing
acquisitions acquiring
acquitted executed
acre land
acres land area
across cross
act action
acted actions
acting actors role
action act actionable activity
actionable action editable
actions acts actionable activity behaviors moves
activate activation deactivated
activated activation active initiated inactive deactivated
activating activation deactivated
activation activating
activations activating
active inactive actively activated
actively active inactive
activities actions tasks
activity actions tasks behaviors
actor acting
actors acting
actress actor
actresses actors acting
acts actions
actual real actually
actually actual so
ad adk adoring
adapted modification modify
adapting modifications adjustment modifying
add invite offered addon addr additional
added invited sent requested available completed
adding inviting addon additional addr offered
addition sum addons adding extra additional
additional extra increased other adding additionally
additionally also particularly including aside too
additions additional adding extra modifications expanded
additive addition
addon addr add
addons addr addition add
addr addon add addition
address ip
addressed presented
adds offers invite extra addons additional
adelaide australia boston
adequate sufficient proper reasonably suitable enough
adhere sticky stick
adherence compliance comply
adherents followers
adi adipiscing
adjust adjustment lowered
adjustable adjusted adjustment
adjusted adjustment lowered
adjusting adjustment changing altering lowered
adjustment adjusted altering changing modification
adjustments adjusted modifications changes altering
adk ad dk tk vk dshlk
admin administrator administrative administration administer dbadmin
administer administration administrators administrative admins manage
administering administration administrators administrative
administration administrative administrators administer admins management
administrations gov admins administrative administer administrators
administrative administration administrator admin administer assistant
administrator administrative admin administration administer privileges
administrators administrative admins administration administer authority
admins administrator administrative administration administer privileges
admiral fleet
admiralty fleet
admiration beauty
admiring inspecting viewed
admission applying
admissions applying
adobe software
adolescent fifteen
adolescents children
adorable cute
adoring ad
ads ad advertise commercial
adult individual
adults individuals people
advancement advances progress
advancing transition
advantages convenience purposes
advertisement advertise ad commercial marketing
advertisements advertise ad marketing commercial
advertising marketing commercial ad sales
advice tips guidance
advise advice suggest guidance suggestion
advised recommended suggest advice suggestion recommendation
adviser manager
advising guidance
ae aenean av aexamplea ul
aenean ae aexamplea
aerial plane
aero air planes flight
aeronautical flight plane faas
aeronautics flight planes
aerospace flight planes
aesthetic beauty style design creativity art
aesthetics beauty design
aexamplea aenean ae
af afkh
afc afcx
affect effect
affecting effect causing impact changes
affection affectionate hugging
affectionate hugging
affects effect impact
affiliated associated
affiliates companies providers
affirmative negative
affluent rich
afford budget expensive pay spend
affordable expensive cheapest cost pricing budget
afkh af
aforementioned mentioned
afraid worry
africa continent country asia india australia
african africa ethnicity
africans africa
afro black
after later before immediately followed
afterlife death religion
aftermath incident
afternoon midnight hour weekday april day
afternoons weekday
afterward subsequently after subsequent later
afterwards after later subsequently immediately
age older old fifteen years
aged older old age oldest
agencies agents
agency agents administration
agent agentic
agentic agents
agents agentic
ages older old years thirty
aggregate aggregation grouping
aggregated aggregation grouped
aggregates aggregation
aggregation aggregate grouping
aggregator aggregate aggregation
aging older
ago yesterday earlier recently previously before
agreed agree
agreeing agreement
agreement contract
agreements contract negotiation
ah oh um hm
ahead later
ahmedabad bangalore
ai intelligence robot artificial
aiapikey aikey
aiapikeys aikey
aibg aubg aobg avbg iqcg ibadaobg
aide assistant
aided facilitate
aiding facilitate
aikey valkey aiapikey
aimed targeted
aiming targets pointing
aims intend
airborne air flight landing planes
aircraft planes flight
aired show
airing shows tv watching channel
airlift flight
airline flight planes
airlines flight planes faas
airplane plane flight
airplanes planes flight
airport flight
airports destinations
airs flight
aj ajbg jj
ak ar ki
akin similar equivalent
al alc alf
alarm alerts
alarmed alert
alarms alerts
alaska states
albany york ny nyc
albeit although however
alberta province canada
album song cd band
albums records
albuquerque az
alc al oc
alert notification notify warning notified
alerted notification notified notify monitoring
alerts notifications notify notified
alf al
algae coral
algebra math
algeria africa france
algiers paris
ali aliquam
alias aliases
aliases alias
alignment aligned
alike similar identical
alison alice
alive lived liveness life
all everything every each any none
alla ao
allchannels channels resetchannels
allegheny pa
alliances associations
allkeys keys
allmusic music musical
allocated allocation memory
allocation allocated assigns
allotted allocated allocation assigns
allow allowable restricting restrictions allowlist forbidden
allowable allow accessible restrictions editable allowlist
allowed permitted able acceptable
allowing allowable restricting letting restriction enables
allowlist allow allowable
allows enables allowable capability restrictions capable
alloy metal
ally collaborator
almost quite close
alpha alphanumeric
alphabet alphabetical alphabetic letters
alphabetic alphabetical letters
alphabetical alphabetic letters
alphanumeric alpha numeric number
alps mountain
alright ok fine cool
also additionally too and plus although
alter modify modification changing replace edit
alteration altering modification modifying changes modified
alterations modifications altering modifying changes adjustments
altered modification modifying changing unchanged modified
altering modifying changing modification editing adjustment
alternate alternative alternatively
alternately alternatively alternate accordingly
alternating reversal
alternative alternate alternatively
alternatively alternative alternate accordingly instead
alternatives alternate options alternatively
although however though but also except
altitude height
altogether entirely completely
aluminium al metal
aluminum metal al
always sometimes often whenever ever never
am are im be
amalgamation combines
amassed collected
amateur professional
amazing awesome
amazingly extremely highly
amazon stores
ambiguous confused
ambitions intend
ambulance emergency
ambushed encountered
amd ams
amend altering modify modification change adjustments
amended revised modification modify modified altering
america us canada american country australia
american america us nationality
americana american
americans america us
americas american us continent canada
amet ams
amex express ams
ami ec amiibcg
amidst among within beneath alongside
amnesia memory
amongst among
amos alf
amount totals dollars quantity monetary price
amounted calculated
amounts quantity totals portions sum
amplified speaker
ams amet amex amd amz
amsterdam london
amtrak train
amused laugh
amusing laugh fun
amz mz ez rz zz bz
an ay one
anaheim angeles
analogous equivalent similarity similar
analyses analysis analyze evaluations research
analysis analyze evaluation
analytical analyze
analytics statistics stats monitoring
analyze analysis
analyzed analysis research
analyzing analysis evaluating
anatolia asia
anbgkqhki tanbgkqhki cdanbgkqhki qkbg ibadanbgkqhki aqh
ancestor descendants
ancestors descendants originating
ancestral ancestors origins
ancestry ancestors ethnicity descendants
and also but or plus additionally
andhra india
android app mobile
angeles los boston city paris san
angle trig
angles trig
anglo english
angola africa portugal
angular ng
animal dog pet cat doggie snake
animals pets dog
animated interactive graphic
aninterestingtag mytag tagging
ankle leg
ankles legs
annotated annotation
annotation annotated
annotations annotated
announce announcements
announced finalized
announcements news
announcer speaker
announces announcements
announcing announcements
annual yearly year
annually yearly year
anonuid uuid
another other two one more second
ansi nisi
answer question reply response
answered reply asked respond question response
answering responding responses replies
answers responses replies responding
antarctica continent
antenna radio
anti against
anticipated upcoming expected
anticipating upcoming predicted
anticipation advance
antoine claude
antrim dublin
antwerp amsterdam
anxiety panic
anxious panic calm
any anything all anyone none want
anybody anyone everyone any someone
anymore now still
anyone everyone someone any
anything any everything nothing something things
anytime welcome np
anyway otherwise
anywhere places where locations located near
ao aobg aa av
aobg ao aibg aubg avbg
ap aa
apart separate together separately
apartheid africa
apartment tenant room
api apis apikey apiteam
apikey api apis apiteam
apikeys apis api
apis api apiteam apikeys
apiteam api apis apikey
app application android myapp mobile
apparel suit
apparently probably maybe mostly possibly
appear showing visible seen shown
appearance style beauty appear face
appeared shown placed reached seen
appearing showing visible displayed seen shown
append resend
appended resend
appending resend
appends resend
appetite eating
apple mac macintosh
appliances electronics
applicable applies applied acceptable appropriate
applicant applying candidate application qualified applied
applicants applying qualified eligibility
application app software program applying
applications apps software
applied apply applicable submitted
applies applicable applied
apply applied
applying applied application
appoint administer
appointed administer
appointing assignees candidate
appreciation acknowledge
approach method
approached initiated
approaches methods
approaching reaching towards
appropriate acceptable suitable applicable
appropriately properly proper acceptable effectively
approval approve
approve approval reject accept
approved approval reviewed authorized accepted rejected
approx approximately approximate roughly approximation
approximate approximation approximately estimate
approximately roughly approximate estimated varies reasonably
approximation approximate estimate
apps applications android software mobile myapp
apr interest
april january june may march month
apt repository packages
aq aqh aqd bq pq nq
aqd aq eqqd aqh iqydvqqd jqd
aqh aq aqd xhq qh nqh
aquarium coral
aquatic ocean sea water swimming river
aquatics swimming
ar ak
arabia country africa asia india portugal
arbor tree
archer bow
archers bow
archery bow
archipelago island
architect architecture builder building
architects architecture
architectural architecture design
architecture design
archival archives copies
archiving storing
archway arch
are aren is were am was
area region location regional
areas regions zones locations
aren are isn is were
arg arxk
argentina germany mexico australia france portugal
arguably potentially necessarily
argue argument discussion
argued argument discussion
argues argument
arguing argument discussion reasoning
argument reasoning
arises occurs
arithmetic math multiplied integers numbers calculate
arizona az fl
arkansas ar state
armada fleet
armagh dublin
arms body
around near under
arousal affect
aroused sexual
arrange ordering organize sort
arranged ordered sorted
arrangement ordering placing combination allocation
arrangements ordering
arranging ordering sort organize placing
arrest enforcement charges
arrival arrive delivery
arrivals arrive delivery
arrive delivery delivered receive ship obtain
arrived delivered received shipped came
arrives delivery delivered dispatched receive ship
arriving delivery deliver
arrow bow
arrows bow
arsenal united
art artists creativity graphic
artefacts artifacts
artificial ai
artisans artists
artist art
artistic art creativity artists
artists art music
arts artists
artwork art artists graphic design images
artworks art artists
arxk arg onkx
aryia intyio
as asc
asc asn oc as
ascending descending
ascent descending ascending
ascii utf
ascribed attributed
asean asia
ashore land sea
asia india singapore countries continent europe
asian ethnicity asia japanese
asiatic lang
aside additionally other
ask questions
asked answered question
asking questions answered
asks questions answered
asn nn asc pn gn pmn
assam india
assaulted incident
assaults attacks
assembled built constructed
asserted claim
assertion verify argument statement claim proof
assess assessments evaluating evaluation analyze
assessed assessments evaluating
assessing assessments evaluating evaluation measuring analyze
assessment evaluations evaluating
assessments evaluations tests
assets financial
assign assignable assignee assignment
assignable assigning assignee assignment
assigned assignee assignment placed assignable attached
assignee assign assignable assignment
assignees assigns assignable assignment
assigning assignable assignee assignment
assignment assigning assignees assignable
assignments assigning assignees
assigns assignees assignable assignment allocation
assistance helpers helpful helps
assistant associate administrative
assisting assistant
associate association assistant
associated association related involved
association associated
associations associated organizations
assortment variety
assumption assume
assumptions assume
assurance guarantee ensuring
assure ensure guarantee
assured guarantee ensure trusted
astro star leo
astronomers stars
astronomy stars
async asynchronous asynchronously insync synchronously synchronous
asynchronous asynchronously async synchronously synchronous
asynchronously asynchronous async synchronously synchronous
at athitod
ate eating
atheist religion
athitod at
athlete sports
athletes sports
athletic sports
athletics sports runner
atlanta ga angeles toronto
atlantic ocean sea
atm pmn
atmosphere air
atmospheric air sky
atoll island coral
atom atomic atomically nucleus
atomic atomically nucleus
atomically atomic
atoms atomic atomically elements nucleus
atop top
atrocities destruction
attach attachment
attache attachment
attached placed assigned supplied
attaches attachments
attaching attachment
attachment attaches
attachments attaches
attack threat
attacked threat
attacker attack threat threatening
attackers attacks threat
attacking threat
attacks security
attain obtain fulfill acquiring
attempt trying successfully failed
attempted unsuccessful trying failed succeeded occurred
attempting trying unsuccessful failing successfully unable
attempts tries efforts failing failures
attendees participants audience meeting members
attends accompanied
attestation testing
attire suit styles uniform
attracted sexual
attractive beauty
attributed credited
au aua australia
aua au naa raa auctor aubg
aubg aibg aobg aua eug
auckland nz
auction sale
auctor aua
audible audio
audience participants
audio sound playback music speaker recordings
audition performing
auditor audit
auditory sound audio loudness listening
aug augue april
august april june september month march
aus australia au nz canada country
austin tx
australia canada nz country germany india
australian australia american au
australians australia
austria germany europe australia
austro au
auth authentication authenticate oauth authorization authorize
authentic authenticated
authenticate authentication auth authorization authorize oauth
authenticated authentication auth authorized authorization
authenticating authentication auth authorization credentials
authentication authenticate auth authorization oauth logins
authenticity authenticated quality
author creator written
authored written creator published
authorised authorized authorization permitted
authoritarian authority
authoritative authority
authorities gov
authority administrators administer enforcement principal leadership
authorization authorized authentication auth oauth authenticate
authorizations authorized auth authentication permissions authenticate
authorize authorization auth authenticate authentication
authorized authorization unauthorized auth authenticated approved
authorizing authorization auth authenticate
authorship author collaborator
auto automatic automatically automated manually
automated automatic automatically auto manually interactive
automatic auto automatically automated manually manual
automatically automatic manually auto automated
automation automated automatic automatically auto manually
automobile engine drive
automobiles engines
autonomous ai automated robot artificial automatic
autoscale autoscaler autoscalergroup autoscalepools scaling
autoscaled autoscaler autoscalergroup autoscalepools
autoscalepools autoscaling autoscalergroup autoscaler
autoscaler autoscale autoscalergroup autoscalepools scaling
autoscalergroup autoscaler autoscaled autoscalepools
autoscaling autoscaler autoscalergroup autoscalepools scaling
autumn fall
auxiliary aux
av avg avbg avro ae ao
ava av
avail available
availability unavailable distributed
available unavailable offered sold requested added
avbg avg av aibg aobg avro
avenue street
avenues street
avg avbg av avro
aviation flight planes faas
aviator avatar
avoid prevent ignore suppress exclude
avoidance avoid
avoided prevent
avoiding prevent ignore exclude suppress skip
avoids skips
avro av avg avbg
aw awgg
await waits
awaited waiting delayed
awaiting waiting pending delayed
award won winning
awarded verified completed sent accepted received
awarding granting giving
aware familiar known
away behind off
awesome cool nice
awful bad unacceptable
awgg fgg mdgg aw bggr
awhile while long until
aws ec
axe ax
ay ayyja iy qy uy py
ayyja ay
az wa azn
azn zn az
aztec mexico
ba baz bb bbb bu bo
babe bf
babies children birth child
baby child
bachelor degree
back behind gone
backdrop background
backed backup
backend frontend
backends frontend
backing backup
backpack bag
backs behind forwards
backside front back
backslashes slashes
backstroke swimming
backup backing
backups backing restores snapshots
backward reverse forwards reversal direction behind
backwards reversed direction reversal forwards
backyard outside
badly bad
baffled confused
bag bagw
baggage bag carry
bags bagw
bagw bag
bahamas island
bahn train
bal br
balance balancers
balanced balancers
balancer balance loadbalancer
balancers balances
balances balancers
balancing balancers loadbalancer
ball sports
ballad song
ballot polling
ballots polling
bam ba
ban blocked restrict forbidden enforced
banco bank financial
band music
bands music
bandwidth throughput
bangladesh india asia australia
bank financial finance debit
banker banking financial
bankers banking finance financial
banking financial finance debit
bankrupt financial
banks financial finance
banned ban forbidden deleted blocked restricted
banning ban restricting
baqefaaoc baqefaascbkgwgg baqs
baqefaascbkgwgg baqefaaoc anbgkqhki
baqs bq bqn aq baqefaaoc mq
barbecue bbqvc
barely quite not
bargain deal discount sale negotiation pricing
bargaining negotiation
bari ba
barnet london
barnett bow
bartender bar
base basis
baseball sports league
bases basis
bash shell echo command
basically essentially mainly mostly simply generally
basics tutorials instruction introduction
basin sink
basins sinks draining
basis bases
basketball sports
bass music
batavia amsterdam
batches bulk
bathing wet
bathroom sink
battered abuse
battery charge
battle attack
battleship fleet
battleships fleet
battling conflict
bavaria frankfurt germany berlin
bavarian frankfurt germany
bayern germany
baz bz pz kz ba iz
bb bbb bbyw bbgw ba nb
bbb bb nb bbgw bbyw pb
bbgw bbyw bbb bb bg bge
bbqvc bbrendqvlv buuvcql
bbrendqvlv bbqvc
bbyw bbgw bb bbb bw
bc bcp
bcp bc
bd bsd bdvaidb bge nd blr
bdvaidb bd bwov bge bv bmvvk
be being am been
beach ocean sea
beaches ocean sea
beard face
beat win hit
beautiful cute pretty
beauty pretty
became become
because cause why reason
beckett cards
becoming being
bedroom room
bedrooms room
beech tree
been be
beetles bugs
before earlier previously initially when after
beforehand before initially immediately early earlier
began begins started beginning initial initialized
begin beginning began start initial first
beginning begin began starting initial initially
beginnings begins began starts initial origins
begins starts began beginning initial initialized
begun began begins beginning starts initial
behalf administer role
behave behavior behaviour
behaved behavior behaviour
behavior behaviour actions
behavioral behaviors behaviour
behaviors behaviour actions activity
behaviour behavior
behind front forward back away backward
beige color
being be having
beings nature people individuals objects
bel bu
belfast dublin london
belgium france germany europe country canada
belgrade helsinki
belief religion
beliefs religion
believing religion trust
belize mexico
belonged owned
belongings items things
below following above
bend flexible
bending flexible
bends flexible
beneath under
beneficial useful convenience improves
benefit purposes useful
benfica portugal
bengal bangalore
benin africa
bent flexible flat
berlin germany frankfurt europe london
bermuda ocean
bernard claude
bernardino san
bernhard claude
beside alongside
besides additionally aside including plus also
best better
bestseller published
better best rather more faster
between difference
beverage water sip
bf bfs
bfbm bhbm nbm rhbm hnlbm
bfs bf
bg bge bm bz bw cg
bge bg bd bw bma bx
bggr bg bw bwov bge bz
bgp qgp
bh kh bw xh qh gh
bhbm rhbm bfbm hnlbm nbm bma
biased bias
bible books religion
bibliography citations
big large larger small long size
bigger larger large smaller big small
biggest largest large larger big small
bile digest
bilingual multilingual languages english lang
bill biller billable
billable billed
billed charged paid incurred payment billable
biller bill
billing payment invoicing
billion million megabytes
billionaire rich ceo
billions million megabytes
bin binary
binary bin byte
bio bionic
biographer author
biography author
biological bio
biologist bio
biology bio
biomedical bio
bionic bio
biplane plane
birmingham london
birthday birth date
bis bi
bisexual bi sexual
bits bytes
bj cj rj mj ij fj
bk kk kc ko
bla bw bh bz
black color white blue dark red
blackened black dark color
blackish black
blackness black dark color white
blacks race
blamed responsible
blank empty
blanket wrapped
blast explode
blend mix
blended mix
blending mix
blind vision
blindness vision
blinds visibility
block ban
blocked ban
blogger blog
bloom flowers
blooms flowers
blossom flowers
blossoms flowers
blowing air
blr bd bma bv bwov bm
blspk bmvvk bg bggr
blue color red green black yellow
bm bg bma bx bmvex bw
bma bm bw bge bd bj
bmvex bx bm qvexwm bmvvk
bmvvfqxh bmvvk bv bwov vvfvjhm
bmvvk bv bwov bmvvfqxh blspk btvl
bn nb bm br bu gb
bo bu ba br bb
boarding onboarding
boat sea
boating swimming sea
boats sea
bodies objects
bodily body
body legs
bois bo
bolivia america mexico country
bomb explode
bombay india
bomber plane
bonnet head
booked tickets
books library
bookstore books stores
boot grub startup
border boundary
bordered boundary
bordering boundary
borders boundary
born birth
borough york nyc ny nycm
boss job master
boston angeles york nyc
bot chatbot
both neither either
botswana africa
bottom top lower beneath
bought purchased sold confirmed sale
boulevard street
bounded unbounded
bounds reaches
bouquet flowers
bout about
boy baby
boyfriend bf relationship bfs
bq bqn pq aq nq baqs
bqn bq nq fqdn pq aq
bquhag bquhaw bw mhag
bquhaw bquhag bw bh
br bre bn bo
bradshaw qb
brady qb pat
brain mind intelligence
brains intelligence
brake break
brand manufacturer
brandenburg berlin
branding logo marketing
brands manufacturer products
brasil germany portugal australia france mexico
brass metal
brazil germany portugal australia mexico france
brazilian portugal
bre br
breadth nodes
break breakdown broken stopping
breakdown breaking
breaking broken breakdown
breaks broken breakdown
breaststroke swimming
breathing air
bree qb
breed dog
breeds pets
breeze air
bremen berlin
brief short
briefly brief quickly short quick
bright light
brighter light dark
brighton london city
bringing accompanied
brings comes
brisbane australia
bristol london
brit american uk
britain uk country canada germany europe
british uk american english nationality canada
bro man
broad narrow wide
broadband bandwidth internet http
broadcast channel radio communications
broadcaster channel reporter radio tv
broadcasters channels tv allchannels radio
broadcasting channel tv communications radio media
broadcasts radio channels communications allchannels
broader lesser
broadway musical
broke broken breaking
broken breaking replaced fails fix failure
bromley london
bronx york nyc ny
brood nest
brooklyn nyc york ny boston nycm
brooks davis
brother friend
brought bringing came comes accompanied arrive
brown green color black
brownish color black blue
brows browse browser
browse browser web viewing
browser chrome mozilla browse safari ie
browsers chrome browse mozilla safari ie
bruce smith
bruins boston montreal
brunswick province
brute challenge
bs bsd
bsc degree
bsd bs bd
bt bn btvl btcndr bm bg
btvl bv bmvvk bwov lv
bu bo ba bn
buckingham london
buddhism religion
buddies friend
buddy friend
budge pull
budget costs expensive spend dollars
budgets spend
bug bugfix issue
bugfix bugs
bugs bugfix
build built builder constructed compiled compilation
builder build built constructing
builders building built constructing
building built constructing builder making
buildings architecture
builds built builder constructed compilation compiled
built constructed build builder made designed
bukit singapore hk
bulb light
bulbs light
bulgaria europe germany country
bulge shape
bulk batches
bull bear
bulldog dog
bullying harassment harassing
bunch lot
bundesliga league germany
burgundy color
burial remains
buried remains
burkina africa
burma asia
burned destroyed
burundi africa
business enterprises marketing company industry corporation
businesses companies enterprises industry corp corporation
businessman business ceo enterprises
businessmen companies enterprises corporation businesses corp
busted broken
but however though except although then
butt leg
button clicking
buttons controls
buuvcql buuvnql bbqvc
buuvnql buuvcql
buy purchase sale deal sold
buyer sale purchase owner market
buyers sale purchasing owners consumers market
buying purchase sale getting acquiring pricing
buys purchases sale spend
bv bwov bmvvk lv hv fv
bw bh lw bg bla bz
bwov bv bmvvk bw bggr bge
bx bmvex bm bg nx bge
by with
bye goodbye leave end
byoip byoipprefix
byoipprefix byoip
byoipprefixes byoip
bypassed skipped
byte binary encoding
bytes megabytes gigabytes mb binary
bz baz pz cz rz lz
ca caa san sf
caa ca cawwca cca qa
cabaret musical
cable tv
cables connectors
cached refresh
cal ca sf caa san az
calculate calculations compute multiplied subtract totals
calculated calculations computed totals measured
calculating calculations compute multiplied numerical subtract
calculation calculating compute multiplied totals
calculations calculating compute
calculus integrations
calcutta bangalore india
caledonia island
calendar dates
calf leg
calgary toronto montreal canada province
california ca angeles state canada san
call caller telephone
caller calls telephone phone
callers calls telephone phone
calling caller telephone phone
calls caller telephone phone
calmly calm
calves legs
cambodia asia singapore country
camden london
came comes didn went did
camera photography recording photo
cameras photography recording
cameroon africa france
campaigned candidate
campaigning candidate
campus uc
campuses uc
can could able cannot possible will
canada america country australia uk toronto
canadian canada american
canadians canada american
canadiens montreal
cancel cancelling cancellation
canceled cancelled renewed cancellation
cancellation cancelling cancel
cancelled canceled cancellation renewed
cancelling cancel cancellation
cancels cancelling cancellation
candidacy candidate
canine dog doggie pet cat
cannot unable can unavailable could
canucks montreal
cap capped
capabilities capable enables ability allows
capability capable ability enables allows
capable capability ability able allows
capacities allocation
cape africa sa
capita os macintosh mac
capital capitalization
capitalism economic business
capitalization capital uppercase lowercase
capitals capitalization
capitol capital
capped cap
caps capped
capt caption
captains fleet
capture recording
captured collected
capturing recording
car drive engine
card mastercard
cards mastercard
career jobs
careers jobs resumes
careful worry safe
carefully ways directions how instructions
caress touch
caressed touch
caretaker worker
caribbean island
carolina nc sc
carpet floor
carried carry
carrier provider
carriers provider
carries carried
carry carried
carrying carried bringing
cars engines
cartoon avatar
carving cutting
case uppercase lowercase
cash dollars monetary financial currency bank
cast actors
casting acting
cat pet dog
catalogue catalog
catastrophe destruction explode
catching captured
categories categorize categorization
categorization categorize classification classify categories recognition
categorize categorization categories classification classify
categorized categories categorization classification classify classified
category categorize categorization
catering food
catholic religion
catholicism religion
cats pets
caucasian ethnicity white race
caught catch captured
cause because reason why
caused occurs resulted occurred incident
causes reasons
causeway bridge
causing occurs
caution warnings safety safe safely
cautious safe safely worry warning safety
cautiously safely
cawwca caa
cb cbod cbqw
cbod cb cbqw
cbqw cb bq ebbgqw cbod kqw
cbs cbsd
cc ccs cca
cca ccs cc caa
ccs cc cca
cd disk cdz
cdanbgkqhki anbgkqhki tanbgkqhki ibadanbgkqhki kuknbq cdn
cdec cdn
cdn dn cmn nn pn cdz
cdns dns
cds cd disks
cdz cz rz dz ssz czpe
cease terminate stopping continue
ceased stopped terminate exit
celebrated holiday
celebrating holiday
celebrities actors
celebrity actor
cello instruments
celtics boston
center middle central
centered middle
centers central
centimeters cm
centimetres measurement length measured units
central center west north
centralized distributed centers
centrally center central
centre center central middle
centred centered
centres centers
centro center central
cents dollars usd currency monetary
centuries years
ceo corporation
cert certificate
certain specific some
certainly yes sure possibly potentially course
certainty confidence
certificate certs ssl
certificates certs ssl
certification certificate certs
certified certs certificate approved qualified
certs certificate
cessna plane
cg czpe bg cz tg czk
ch cr cl
chairman ceo
chairperson ceo leadership
championship matches titles
chance unlikely
chances unlikely likely guaranteed
change modify altering modification unchanged edit
changed modified unchanged modify updated reverted
changes modifications unchanged modify altering improvements
changing altering modify modification unchanged replacing
channel allchannels tv streaming radio
channels allchannels resetchannels communications tv radio
chapter book
chapters book
char charset character
character charset
characterised describes
characterization properties
characterized describes characteristics defined
characters charset letters
charge billed
charged billed paid
charleston nc sc south
charlotte nc
charset characters
chased runner running runs
chases runner running runs
chasing running runner runs
chat talking messaging conversation chatbot communication
chatbot chat bot
chattanooga tn
chatter chat
chatting chat talking conversation messaging communication
cheap cheapest expensive cost price budget
cheaper expensive costs cheapest pricing
cheapest expensive cost price
check verify verification
checkbox checker checks checksum
checked verify
checker checks checksum checkbox
checking verifying verification checker test inspecting
checkout checks
checks checksum checker checkout checkbox verifying
checksum checks checker checkbox
cheek face
cheekbones face
cheeks face
cheese food
chelsea united
chemical atomic
chemistry reactions atomic
chennai bangalore
chess board
chewing eating
chicago city nyc angeles
chicken food
chief boss ceo
chiefly term meaning
chiefs kc
child children parent baby
childbirth birth
childhood child children
children child
chile mexico
chill calm
chilled frozen ice temp freeze
chilly temp temperature ice frozen
china asia countries india canada australia
chinese japanese
choice choose decision chosen decide pick
choices choose options decision decide chosen
choose choice decide pick chosen selected
chooses chosen choice selection decide pick
choosing choice chosen selection decide pick
chop cutting
chopped cutting
choral musical
chose choose choice pick chosen decide
chosen selected choose choice selection pick
christchurch nz
christian religion
christianity religion
christians religion
christmas holiday
christophe claude
chrome browser
chronological timeline sequential history
chronology chronological timeline history
chuckle laugh
chuckled laugh
chunk portions split
chunked portion split
chunking portions
chunks portions
church religion
churches religion
cicero latin
cid cidr
cinematographer photography
cinematography photography
cipher encryption crypto encrypt
circle circular
circled circular
circles circular
circling circular
circuit electronics
circuits electronics
circulated issuing submissions
circumstance situations
circumstances situations scenarios incident
cis ci
cisco networking
citation references
cite citation references
cited citation references sources attributed
cites sources citation references
cities locations places nyc
citing citations referencing
city nyc london location york angeles
ciudad city
cj rj bj mj fj ej
cjlx cj vjl wjjl jl sdxl
ck ik kf
cl cli clv clh cltd ch
claimed sold submitted
clarified explain
clarify explain question explanation understanding confused
clarity clear
clash conflict
clashed conflict
clashes conflicts
clasped handshake
class classify classification
classed classified considered
classes classification classify
classification classify categorization categorize recognition classified
classifications classify categorization categorize classified classes
classified classify classification
classify classification categorization categorize classified recognition
classroom classes educational
classrooms classes educational
clause query sentence
clauses statements sentence conjunction
clean cleaner cleanable dirty cleanup trash
cleanable clean cleaner dirty
cleaned cleaner cleanable cleanup purged dirty
cleaner clean cleanup cleanable dirty
cleaning cleaner cleanup cleanable dirty
cleansing clean cleaner cleanup cleanable purge
cleanup cleaner purge clean clearing
clear transparent opaque
clearer clear
clearing cleanup discard
clerical jobs
cleveland boston
clh cli clv cl cltd
cli cl clh clv cltd
click press
clicking button
client customer
clients customers
climate weather
climatic weather
climax ending
climb mountain
climbed mountain
clinton candidate
clipped trimmed
clock timing timer
clockwise direction rotated orientation
clone copy copied replicate replica
cloned copied copy replicate
clones copies replicas replicate
cloning replicating
close closer
closed opened finished
closeness closer
closer close
closes open
closest nearest near closer close
closing opening
closure closing
clothes items
clothing suit
cloud cloudimg
cloudimg cloud
clouds sky cloudimg
cloudy clouds clear sunny
cltd clh clv cli cl
clue hint unknown
clues hints answers
cluster clusterlint nodes
clustered grouped aggregation
clusterlint cluster
clusters clusterlint nodes
clutched holds grab held
clv cl cli clh cltd conv
cm cmn mc
cmn cm nn pn cdn dn
cn cntda
cname dns
cnames dns
cntda cn
co company
coa coe
coach manager
coast ocean sea pacific
coastal sea ocean
coastline ocean sea
coasts sea ocean
cobra snake
code program
coded encode
coding programming encoding program
cognitive thinking
coin currency cents monetary
coinage monetary currency
coins currency cents monetary dollars
col collab
cold frozen ice temp freeze temperature
colder temperature temp frozen ice
collaborate collaborators together
collaborated collaborator
collaborating collaborators
collaboration collaborate collaborators together
collaborations collaborate collaborators together combines
collaborative collaborate collaborators shared
collaborator collaborate partner
collaborators collaborate
collar dog
colleague collaborator worker
colleagues workers collaborators people
collect collection gather
collected collection captured
collecting collection
collection collected
collections collected lists
collective groups organization members teamgroup org
collectively individually grouped aggregation aggregated
collector collection collect
collectors collection collect
collects collection
college uc educational
colleges uc
collegiate uc
colloquially commonly
colombia mexico
color blue black white red green
colorado state
coloration colors yellow
colored blue white red green black
colorful color blue green red yellow
coloring blue
colors blue red white green black
colossal largest
colour color blue black red white
coloured color blue white black green
colourful colors blue green red
colours colors blue red green black
column rows table
columns rows table
com website site www
combat duty
combination multiple counting multi combined
combinations counting
combine merge mix together combination split
combined total merged combination
combines merges together separated
combining merges together aggregation mix combination
combo combination
come came
comeback back
comedic laugh
comes came
coming arrive came going incoming getting
comma punctuation
command bash execute
commanded administer
commanding control
commas punctuation
commence began begins proceed initiate initial
commenced began begins beginning started initial
commencing began begins initiated initial beginning
commended acknowledged verified
comment replies respond
commented replies reported
commenting responding replies
comments replies
commerce business sales marketing marketplace purchasing
commercially commercial products
commissioned dedicated
commissions broker
commit committing
commitment committed commit
commitments committed commit fulfill
commits committing
committed commit
committing commit
commodities markets
common commonly rare
commonly common frequently generally often typically
commonplace commonly common conventional
communal social
communicate communication messaging conversation talking protocol
communicated communication messaging conversations
communicating communication conversation talking messaging chat
communication communicate conversations talking messaging chat
communications communicate channels networking protocol conversations
compact compaction
compacted compaction uncompacted
compaction compact
companies corporation corp businesses industry enterprises
company corporation corp enterprises manufacturer industry
comparable comparison compare similar similarity
comparative comparison comparing lesser greater
comparatively relatively
compare comparison difference differ similar identical
compared comparison unlike similar difference differ
compares comparison similarity difference similar
comparing comparison similarity difference equal
comparison comparing differences similarity
comparisons comparing
compartment bag
compartments slots
compatibility compatible incompatible supported
compatible compatibility incompatible
compelled forced
compensate adjustment
compensated paid pay credited
compensation pay
competence skills qualified
competent skill qualified
competing matches race sports
competition participants challenge
competitions matches sports participants
compilation compiled build
compilations compiled
compiled compilation build constructed built
compiler compilation compiled programming
compiling compilation build
complained reported
complaints issues problems
complete incomplete finished completion completeness full
completed finished done sent submitted requested
completely entirely fully partially
completeness completion complete incomplete
completes finished completion incomplete completeness finalized
completing completion finished incomplete
completion completeness completing incomplete finish
completions completeness completes incomplete
compliance compliant comply enforced enforcement regulations
compliant compliance enforced comply
complicated detailed simple easy hard explain
complied comply enforced
comply compliance enforce compliant adherence
components parts
composed consist constructed produced
composer composed
composers artists music composed
composing writing
composition composed
compositions composed consist
comprehend understanding
comprehension understanding reasoning
comprehensive overview
compressed compression uncompressed gzip
compression compressed uncompressed gzip decompressed
compressor compression
comprise consists
comprised consists composed members represented
comprises consists
comprising consists
compromise negotiation
compulsory mandatory requiring
computation compute calculating calculations algorithm implementation
computational algorithms programming processing
compute calculate calculations determine multiplied numerical
computed calculated
computer pc windows hardware machine macintosh
computers hardware electronics technology internet software
computing programming processing algorithms coding computer
comte claude
con conn conv
concacaf mexico
conceived birth
concentrating focused
concentrations quantities
concept notion
conception birth
concepts notion topics
conceptual concepts
concern worry warnings
concerned worry
concerning regarding about
concerns issues
concert performing musical band
concerts tickets
conclude implies
concluded revised finished finalized completes incomplete
concludes completes finish ends finalize final
conclusion summarized
conclusions findings implications inferences
concurrency concurrent
concurrent parallel
concurrently concurrent parallel
condemn deny
condition conditional
conditional condition
conditions criteria
confesses secret
confident confidence
confidential secrets secure privacy securely private
config configure configuration configurable preconfigured settings
configs configuration configures configurable preconfigured settings
configurable configures config configuration preconfigured
configuration config configuring setup configurable setting
configurations configs configures setup configurable settings
configure config configurable configuration preconfigured setting
configured configuration config settings setup configurable
configures config configurable configuration preconfigured settings
configuring configuration config configurable preconfigured setup
confirm confirmation verify
confirmation confirming verify verification
confirming confirmation verify verification
confirms confirmation verify
confrontation conflict
confuse explain
confused explain
confusing explain explanation
confusion confused explanation understanding incorrect
congestion traffic
conglomerate corporation company
congo africa
congress representative
congressional representative political
congressman representative
conn conv const enn nn fn
connect connection connector joined disconnected connectivity
connected connection disconnected connectivity joined tied
connecting connection connectivity connector disconnected joined
connection connecting connectivity disconnected connector network
connections connecting connectivity connectors network
connectivity connections network connected
connector connections connecting
connectors connections pins
connects connection connectivity connector network disconnected
consensus agreement
consequence implications
consequences implications
consequently therefore accordingly subsequently
conserve maintain preserve
consider suggested
considerably reasonably relatively quite extremely roughly
consideration considers decision decide
considered suggested
considering potentially
consist composed comprising
consisted contained
consistency consistent reliable
consistent consistency reliable
consistently consistent consistency reliable effectively frequently
consisting comprising composed contained
consists comprising composed includes contained
console pc
consoles platforms pc
consolidate merge combines
consonant letters
consonants letters
consortium organizations org
const conn
constantly frequently often periodically frequent continuously
constituted composed consists
constrained constraints optimization
constrains constraints restriction
constraint constrains
constraints constrains restriction
construct creating creation
constructed built building designed compiled composed
constructing building creating built structure builder
construction building constructing built builder making
constructions constructing structure
consular visa
consulate visa
consultant clients
consultants clients
consulting clients
consume eating
consumed utilization
consumer customers
consumers customers marketing
consumes eating
consuming eating
consumption consumed utilization
contact email
contacted requesting
contacting email
contain include
contained include consists
container docker
containing include
containment contained
contemplated proposed suggested considered suggestion
contemplating thinking
content text
contention concurrent
contentious conflict
contest challenge winning won
contestants participants
context contextual
contexts contextual
contextual context
continent africa europe asia regions regional
continental continent
continents asia regions
continual persistent
continually continuously periodically continue keeps
continuation continue ends extended terminating
continue stopped proceed end finish stop
continued ongoing stopped further
continues ongoing stopped keeps end persisted
continuing ongoing stopped proceed end keep
continuity continuously
continuous continuously
continuously periodically
contract agreement negotiation
contractor contract
contractors corp
contractual contract
contrasted comparison compare
contrasting comparison comparing
contribute contribution
contributed contribution credited modified
contributes contributions
contributing contribution
contribution contributes credited
contributions contributes credited
contributor contributing contribution
contributors contributions contributes collaborators authors
controlled control
controller controls
controllers controls
controlling control manage
controls controller
controversy conflict
conv env dov conn clv fv
convenient convenience useful
converge sequence limit infinite
conversation talking conversational communication chat communicate
conversational conversation talking
conversations conversational talking communication chat communicate
converse conversation
conversion converting
conversions converting
convert conversion
converted conversion
converting conversion
converts conversion
conveyed expressed
convoy fleet
cooked food
cookie cookies
cookies cookie
cooking food
cool awesome nice
cooldown shutdown down
cooled temp
cooperate collaborate together
cooperation collaborate
coordinate longitude
coordinates longitude
copenhagen amsterdam
copied copy cloned duplicate
copies clone copied replicas copyright
copper metal
cops authorities
copy copied clone copyright
copying copied clone
copyright copy
cord connector
cords connectors
core coredns
coredns core dns
cores processors cpus cpu
cork dublin
cornerback qb
corp corporation company enterprises llc organizations
corporate corporation company corp enterprises businesses
corporation corp company enterprises llc organizations
corporations companies corp businesses organizations enterprises
corpse death bodies remains
corpses bodies death
corpus textual
correct correctly right incorrect
corrected incorrect fixed incorrectly
correction incorrect incorrectly
corrections adjustments
correctly correct properly right incorrect incorrectly
correlate corresponding
correlation correlate
correspond matching
corresponded contact
correspondence correspond matching
correspondent reporter
corresponding correlate relation
corresponds represented equal
corrupted broken errors invalid
cost prices expensive cheapest budget
costing incurred pricing budget
costly expensive costs budget pricing cheapest
costs pricing expensive budget cheapest incurred
costume suit
cottage island
could can possible able would might
couldn could can able
count total three two
countdown timer
counted total three two four many
counterattack attack
counties states
counting six four three eight combination
countless several many few ones counting
countries europe asia germany america canada
country canada australia america india germany
coup discount
couple together partner relationship
coupled together
couples together relationships partner
courses classes educational
court judge
courtroom judge
courts judge cases
cousin relative related family
covent london
covered coverage exposed contained
coveted desirable expensive
cpu cpus processor cpupercentage cores intel
cpupercentage cpu cpus
cpus cpu processors cores cpupercentage intel
cqurbtejn lvjn
cr ch cras
crack breaking
cracked broken
cracking breaking
craft making producing
crafted constructed produced making made designed
crafts making
cras saas sca cr
crash fatal
crashed broken restarted failed
crates keys
crawl crawler
crawled crawler searches lucene indexed
crawler crawling
crawling crawler
create creation generate creator making
created generated made creation creator existing
creates generated creation creator producing establishes
creating creation making constructing generated creator
creation creating creator generated making producing
creations creating creator making constructed produced
creative creativity
creativity art
creator creation creates authored
creators creation owners dev developers creates
creature snake dog object
creatures pets
credentials authentication authenticate auth enrolled
credibility trust
credible reliable
credit payment
credited attributed contributed contribution
creditors credit
creek river
creeks river
crept crawling
crete island
crew members
crews workers
cricket sports
cries sad
crisis panic emergency
criteria conditions requirement
criterion criteria
critically critical
criticisms reviews
critics reviews
critique feedback
croatia australia germany portugal france
crops produce
cross across
crossbow bow
crossed across passed
crosses across
crossing across
crossings across
crowd people audience
crowded populated
crowds people audience
croydon london
crucial memory ram
crud ctud
cruisers fleet
cruising travel
crypt crypto encryption encrypt securely secure
crypto encryption encrypt securely
cs css cspm
cspm cs
css styles cs html
ct pa
ctje glje
ctud crud
ctx nx lxgx vrdxl qx hex
cu tu
cuba mexico portugal
cuisine food eating
culminated final
cultivated produce
cultivation produce
culturally ethnicity
cumberland tn
curabitur cursus
cured treated
curious asking
currency monetary usd dollars cents financial
currently previously recently initially now
cursor pointer
cursus curabitur
curved shape rounded flat
cushion pad
custody parent
custom customizing
customary standard commonly convention
customer consumer clients service
customers clients consumers marketing business
customize custom modifying modification
customized custom modification modify
customizes custom modification modifying
customizing custom modifying modification
cut cutting cutoff trimmed trim split
cutler qb
cutoff cutting
cuts cutting cutoff trimmed
cutter cutting
cutting trim cutoff
cv cvw
cvw cv viw wvvdlh
cy cyss
cyber internet computer network
cycle period cyclic
cyclic cycle
cyprus europe
cyrillic utf unicode
cz czk czpe rz bz zz
czechoslovakia germany
czk cz czpe kz bz rz
czpe cz czk cg cdz zz
da di hu
dad parent family
daddy parent
daily day weekly weekday nightly
damage destroyed impact attack
damaged broken destroyed degraded replaced affected
damages liability
damaging harmful destroying destructive dangerous destruction
dams river
dan da
danger dangerous safety risk harmful threat
dangerous harmful safely safe safety risk
dangerously dangerous safely safety
dangers dangerous harmful risk safety safely
dark black light
darkened dark color
darkening dark
darker dark color light black
darkest dark
darkness dark light
data dataset information
database db dbs sql dbname mysql
databases db dbs defaultdb dbname sql
datadog datadoghq
datadoghq datadog
dataset data
datasets data
date month expired
dated outdated
dates calendar
dating relationships single
daughter child parent her
daughters parent children
day daily weekday today tuesday sunday
daylight sunset sun sunny
days weeks daily weekday years monday
daytime sunset nights sun day sunny
db dbs database dbname dbadmin dbytefz
dbaa db dbname
dbaas dbs lbaas db dbname
dbadmin db doadmin admin dbname dbs
dbname db dbs database dbrequest dbadmin
dbrequest dbresponse dbname db
dbresponse dbrequest
dbs db databases dbaas dbname dbtags
dbtags dbs tags db tagging dbname
dbytefz db cdz zfze czpe zzf
dd ddthh ddgl
ddgl dd
ddthh dd
de di en desc
deactivate disable
deactivated inactive disabled activated
dead death fatal
deadly fatal dangerous death kill harmful
deafening loud loudness noise listening noisy
deal offer trade
dealer vendor factory
dealers factory vendor sales
dealing handling
deals sale offers purchasing discount pricing
dealt handled deal trade
death fatal kill life
deaths fatal
debate discussion argument
debated discussion argument
debates discussion
debating discussion argument
debit bank
debt finance credit financial
debug debugging
debugging debug
debut starts
debuts initial
dec nov
decade year
decades years
deceased death fatal
december january september nov year month
decent reasonably
decide choose decision choice pick chosen
decided decision choose chosen
decidedly quite
decides determines decision chosen choice choose
deciding choice choose decision determines chosen
decimal digits numeric precision
decision choice decide choose chosen
decisions choice decide choose chosen
deck cards
decks cards
declared defined
declaring defining specifying
decline decrease
declined rejected removed
declines decrease
declining decreasing
deco decode
decode encoded encoder
decompressed compression
decrease reduce lowered decline increases
decreased decline reduce lowered increases
decreases increases
decreasing increasing descending decline reducing
dedication dedicated
deep deeper depth
deeper deep depth
deepest deep depth deeper
deeply deep deeper
def defer
defamation harassment
default settings
defaultdb db databases
defaults settings
defeat winning destruction kill destroy win
defeated won destroyed winning win
defeating destroying destruction destructive against attack
defeats loss winning
defect bugs
defence protecting protection threat
defences protecting protection attacks
defend protect
defendant trial judge
defendants trial judge
defended protecting protection
defending protecting protection
defense protecting protection threat
defenses protecting protection attacks
defer def
define definition meaning
defined definitions
defines definitions describes
defining definitions describe
definitely probably possibly
definition define meaning term
definitions define meaning
defunct abandoned expired
degradation degraded
degraded downgrades destructive
dei de
deities religion
deity religion
del sep
delaware state
delay waits latency timing
delayed waiting timing
delaying waits
delays waits latency timing
delegation authority
delete deletion remove destroy discard rid
deleted removed deletion gone
deletes deletion remove
deleting deletion remove uninstalls purged discard
deletion deleting remove purged uninstalls discard
delhi india
deliberately effectively
delighted happy
deliver delivery arrive dispatched ship postal
delivered delivery shipped receive arrive dispatched
deliveries deliver postal
delivering delivery supplying dispatched
delivers delivery
delivery deliver arrive dispatched postal ship
dell computer
demand pricing
demanded requesting prompted needing desired required
demise death fatal kill
democracy political
democrat political
democratic political
democrats political parties
demolished destroyed destruction
demolition destroying destruction
demonstrate showing indicate
demonstrated presented showing indicated
demonstrates showing presented
demonstration demonstrate showing
demonstrations demonstrate
demos samples
demoted reassigned
den de
denial deny rejecting
denied rejected deny refusal
denies denied refusal rejecting
denmark europe germany portugal france country
denote notation represents
denoted notation indicates identifier
denotes notation indicates means represents refers
deny denied restrict reject suppression suppress
denying rejecting
depart leave exit remain
departing leaving goodbye exit
department administration
departmental department
departments administration
departure leaving exit flight destination travel
depend varies
depended dependent rely
dependence dependent
dependency dependent
dependent independent
depending whether if unless
depends varies
depict represented
depicted represented
depicting graphic represents image
depiction graphic art describing representing
depictions art images graphic
depicts graphic represents
depleted drained exhausted
deploy deployment
deployed deployment
deploying deployment
deployment deploying
deployments deploying
deposit bank
deposited sent
deprecated deprecation
deprecation deprecated
dept department
depth deep deeper
depths deep deeper beneath
der de dt
derivation derived differentiate
derivative differentiate
derivatives differentiate
derive differentiate
des de desc di une
desc de
descend ascending
descendant ancestors inherited parent generations
descendants ancestors generations
descended descendants ancestors
descending ascending decreasing
descent descending
describe description descriptive defining
described description presented detailed descriptive
describes descriptions defines refers
describing descriptions descriptive
description describe detail descriptive summary
descriptions describe descriptive detail summary
descriptive describing descriptions
deserted abandoned
design architecture style
designate assigns identifier denoted
designation identifier
designations identifiers
designed constructed built made
designer design
designers design artists
designing develop architecture creating
desirable desired
desired want needing desirable
desires intends
desk office computer
desktop computer pc windows
desperate trying want needing
despite although
destination travel transport moving flight
destinations travel routes locations transport
destroy destruction destructive kill remove delete
destroyed destruction destructive
destroying destruction destructive removes rid
destroys destruction destructive
destruction destroying destructive
destructive destroying destruction degraded
detach removes
detachment detached
detail description information summary info
detailed summary description described explain info
details info description information
detect detection
detected detection recognize
detecting detection recognition distinguish
detection detects recognition observed monitoring
detector detection detects
detectors detection detects
detects detection recognition recognize
deteriorated degraded
deteriorating maintenance maintain
deterioration degraded decay
determination determined
determine finding compute calculate distinguish identifying
determined chosen
determines chosen decide
determining finding identifying distinguish detection detect
determinism deterministic deterministically
deterministic deterministically determinism randomness
deterministically deterministic determinism randomness
detonated explode
detrimental harmful destructive
detroit toronto city
deutsche frankfurt germany berlin
deutschland germany france frankfurt berlin europe
deux double
dev developer development
devastated sad
devastating destruction destructive
devastation destruction destroying destructive
develop development developer creating
developed development constructed
developer dev development develop
developers dev development develop
developing development developer creating
development develop developer dev
developmental development develop
developments developed advances improvements
develops development
deviation variation
device accessory phone product
devices electronics hardware
devised implemented constructing developed
devoid empty lacks absent void
devote dedicated
devoted dedicated
devotees followers
dg dk dkw dz dw dm
dhaka bangalore
di de da
dia diam
diagnosed diagnostic
diagnosis diagnostic
dial telephone dialog calling tel caller
dialed telephone calling caller
dialogue dialog conversations conversational speech talking
dialogues dialog conversations speech
diameter size dimensions length small larger
did didn do came happened went
didn did came happened doesn
die death kill fatal live
died fatal death
dies death fatal kill
diesel engines
diet eating food healthy
dietary eating food
diff differ difference different
differ different differences diff compare
differed differences comparison variation different comparing
difference differ different compare comparison diff
differences differ different comparison compare diff
different differ differences diff identical changed
differential differentiate
differentiation differentiate
differently different differ differences diff compare
differing differences different comparison
differs differences different identical compare comparison
difficult hard easy easier easily challenge
difficulties problems issues
difficulty problems hard challenge easy easier
digit number ten numeric decimal
digital digitalocean
digitally digital
digitalocean digitaloceanspaces digital
digitaloceanspaces digitalocean
digits numbers decimal numeric ten
dilapidated abandoned
dim dimension
dimensional dimension
dimensions size length width measurement height
diminished reduced degraded
dimly dark
diner eating
dining eating food serving
dinner food eating
dinners food eating
diploma degree
dir directory folder
direct directly
direction backwards orientation towards reverse horizontal
directional direction
directions instructions carefully
directly direct
director dir directory
directorate department administration administer administrative
directors roles
directory folder dir
dirt dirty
dirty clean cleaner cleanable
disabilities disabled
disability disabled
disable enable deactivate enablement
disabled enabled enablement deactivated disability
disables enable enablement deactivate
disabling deactivate enabled
disadvantage convenience
disagree agree
disagreement agreement argument
disagreements conflicts agreement
disallowed forbidden restricts restrictions
disappear removes gone appearing hidden
disappearance absent abandoned gone missing appearing
disappeared missing gone restored absent unavailable
disappearing appearing missing gone absent
disappears appearing
disappointing sad
disaster emergency
disastrous destructive destruction destroying
disc disk cd
discard removes deleting clearing deletion
discarded unused reused preserved retained collected
disclose revealing confidential
disclosed revealing
disclosure revealing confidential
disco band
disconnect connection unlink
disconnected connected connection unlinked
discount pricing
discounted pricing
discourage avoid prevent encourage
discourse speech
discover finding
discovered finding
discoveries discovered advances
discovering finding knowledge
discovers finds
discovery discover finding
discreet confidential privacy
discs disks cd
discuss discussion talk conversation speaking spoken
discussed mentioned discussion
discussing conversation discussion talking conversational communication
discussion conversation speaking
discussions conversations
disease health causes
diseases health
dishes food
disk filesystem cd volumes storage drive
disks volumes
dislike unlike
disliked unlike
dismantled detached destroying
dismissal terminated termination
dismissed dropped
dispatched delivery deliver arrive handled
display showing screen monitor
displayed showing shown appearing rendered visible
displaying showing shown rendered appearing
displays screens monitor viewing
dispute argument claim
disputes conflicts
disqualification revoked
disregard ignore excluding
disrepair maintenance
disrupted affected
dissemination distributed publish promote
distance miles length nearest km range
distances miles nearest length
distant distance away
distinct unique uniquely distinguishes
distinction distinguish difference
distinctions distinguish differences
distinctive distinct unique uniquely distinguish
distinguish classify determine
distinguished identifiable
distinguishes distinct
distinguishing classify detection recognition identifying classification
distract focused
distracted focused pause
distribute distribution
distributed distribution replication availability
distributing allocation
distribution distributed
distributor vendor manufacturer supply
distributors vendor marketplace sales supply
distrust trust
disused abandoned
ditch drained
dive swimming
divide division split
divided division split
divides division
dividing division fraction multiplied
diving swimming
division divided
divisional division
divisions divided
dj djak
dk dkw dg dshlk dy adk
dkw dk dw dwvzccj dg dy
dm llm dy dg dw dn
dn nn pmn pn dy jn
dns nameservers domains cname cdns coredns
dnwyxdtcnp dn
do don did does
doadmin dbadmin admin
doc docr doctl
dock docker dockerfile container
docked docker
docker dockerfile container
dockerconfigjson dockerfile
dockerfile docker dockerconfigjson
docking docker
docks docker
dockyard fleet
docr doc doctl ptr
docs docr documents
doctl docr doc
doctor doc
doctorate degree
doctors docs
document documentation pdf file
documentation document
documented documentation
documenting documentation
documents files documentation docs
does doesn do
doesn does don didn
dof tf dol doks dov hf
dog pet doggie cat
dogg doggie dog pet
doggie dog pet
dogs pets doggie
doin going working
doing going working posting
doks dol dov dof tk dk
dol tl dolor dof vel doks
dollar usd currency monetary cents amount
dollars usd currency monetary amount cents
dolor dol dof
dolphin shark
domain subdomain dns
domains subdomains dns
don do doesn
donated contribution
donation contribution giving
donations contribution
done completed ready requested
donegal dublin
doorbell ringing
dorm uc
dormant abandoned inactive
dormitory room
dortmund germany berlin
dos dd
dose dosettings
dotted dots
doubles pairs
doubt unlikely
doubtful unlikely likely potentially possible possibly
dov ov dv hv fv conv
down up lower downtime low cooldown
downgrades degraded
downhill descending
download downloadable install version free released
downloadable downloads software file
downloaded installed downloadable uploaded
downloading downloadable uploading
downloads downloadable
downs drop
downstairs beneath under
downstream upstream flow
downtime uptime down timeouts
downtown city central
downward down lower descending backward beneath
downwards down descending horizontal backward lower
dozen six ten counting
dozens several few many
dpf fjpf
dprall dw dg dkw
dq dqebcw
dqebcw dq taqebmihw
dr doc
dragged carried
drain sink
drainage draining
draining sinks
drains sinks
dramatically extremely
drank water
drastically extremely roughly highly approximately
drawings art images
drenched wet water
dressed suit
dried wet
drifting moving
drink water
drinking water
drinks water
dripped droplets
dripping droplets
drive disk
driven drive
driver drive
drives disks
drl rl
drop dropped droplet
dropbox droplet
dropdown select
droplet drop dropbox
droplets drop
dropped drop
dropping drop droplets fall decline
drops dropped droplets falls
drove drive
drowning swimming
drum ornare
drums instruments ornare band music
dry wet
drying wet
ds dshlk
dshlk dk ds dkw adk
dt dtd dtmf
dtd dt dtmf uid nd
dtmf tf dtd dt
du duis de di dui le
dude man
dui duis
duis dui
dumb smart
duo pair
duplicate identical copied repeated
duplicates repeated
duration longer minutes length timed seconds
durations minutes longer length timed seconds
durban africa
durham nc
during throughout when whenever while
dusk sunset dark sun
dusseldorf berlin frankfurt amsterdam
dust air
dutch amsterdam
duties roles responsibility administer tasks
dv dxiv nv dov fv lv
dvd cd
dvds disks
dw dkw dwlt dg dy dm
dwellings building
dwlt dw dkw dg edt pwl
dwvzccj dkw dw dzfyb ejvz dv
dxiv dv dw
dy dkw dm dk dw dn
dye color
dyed color blue white red black
dying death fatal
dynamic dynamically
dynamically dynamic
dz dzfyb rz cz pz zz
dzfyb dz dwvzccj dkw bz ifgz
ea eaao
eaaaadaqabaaaaqqddhr aaaqaaaaeaaqmaaabmv
eaao ekao ea
each multiple individually three multi ones
ear listening head
earlier early before later yesterday earliest
earliest earlier early oldest before
early earlier later earliest before immediately
earn pay
earned paid obtained gets applied
earth world ocean environment
easier easy hard simple easily faster
easiest easy easier hard simple easily
easily easy quickly simply easier
east west north south
eastbound east west
easter holiday
eastern east west timezone central
eastward east west latitude longitude direction
easy simple easier hard easily simply
eat food consuming
eaten eating food consuming
eating food consuming
eats food consumes
eb nb erb pb rdb bbb
ebaillmk ebamcba
ebamcayywfw ebamcba ebbgqw
ebamcba ebamcayywfw mdba ebaillmk eb
ebbgqw efbqcw efbqc cbqw uqb eqtjxak
ebook books
ec ecbf el eu aws
ecbf ec eb
echo bash
echoing bash
eclectic selective
eco economic environment
ecological environment nature
ecology nature environment
economic markets industry business finance investment
economical economic costs expensive budget pricing
economically economic
economics markets finance
economies economic markets industry businesses enterprises
economist economic
economists economic
economy economic business industry finance markets
ecosystem environment
ecosystems environment
ecuador mexico portugal
ed edt
edible food
edinburgh london
edit modify editable update alter change
editable editing writable readable modify viewable
edited modified updated modify
editing editor editable modifying altering modification
edition versions
editions versions
editor editing
editors editing
edits editable fixes modify modifications changes
edmonton montreal toronto
edouard claude
eds ed
edt dwlt ed erat
educate educational learn
educated educational
educating educational learn
education educational learning
educational learning
educator educational
educators educational
edward ed
ee ec ik
ef efwcfi efwz mf pf tf
efbqc efbqcw nfqqb ebbgqw uqb eqqd
efbqcw efbqc ebbgqw nfqqb eqtjxak uqb
effect affect impact
effective effectively useful
effectively effective essentially properly gracefully reasonably
effectiveness effective useful effectively
effects affect impact
efficacy effective
efficiency efficient efficiently performance
efficient efficiently performance faster optimized
efficiently efficient optimized quickly performance
effort attempts
effortlessly easily
efforts attempts tries
efwcfi ef fwc
efwz ez ew fz ejvz zzf
egccs mcygccs vpcs
ego self
egypt africa
eh um
ei eila ey
eight six four five ten counting
eighteen fifteen eight age minor thirty
eighth eight six
eighty eight
eila ei ew ez ey
eine une le
eireann dublin
either neither both or
ej uj ij rj ejvz cj
ejected suspended
ejvz ej ez jz nvjj jzn
ek ekao
ekao eaao ek
el los es ec
elaborate explain
elaborated explicitly explicit
elasticsearch lucene
elder older
elderly older old
eldest oldest
elected candidate political representative
election political candidate
elections political polling
electric electronics
electrical electronics circuit
electrically electronics
electricity power energy electronics
electrified powered
electro ec
electronics devices hardware circuit
elegance beauty
element elementum
elemental elements metal elementum atomic
elements elementum
elementum element
elevated high higher
elevation height
elevations height mountain
eleven ten eight fifteen elevenlabs six
eleventh ten digit elevenlabs
eli elit
eligibility eligible ineligible enrolled
eligible eligibility qualified ineligible enrolled
eliminate removes rid suppress reduced exclude
eliminating removes reducing rid suppress suppression
eliza alice
elm elmak
elongated shorter
else otherwise other
elsewhere anywhere where places
em them they these those
email mail mailto gmail recipient sends
emails mail gmail messaging mailto recipients
embassy visa
embed embedding
embedded embed
embedding embed
embeddings embed
emblem logo
embrace hugging huggingface
embraced hugging
embracing hugging affectionate huggingface
emerges becomes
emeritus retired
emi emits emitted
emigrated migrated
emigration migration travel
emission emitted emits
emits emitted
emitted emits
eml vel evl rel
emotion affect
emotions affect
emphasis emphasizes
emphasized focused
employ jobs worker
employed jobs worker working
employee worker
employees workers managers organizations company individuals
employer worker company jobs industry
employers jobs workers companies associates
employment jobs working worker businesses office
employs worker jobs
emptied empty filled gone purged drained
emptiness existent empty
empty blank
en enn env enum de tu
enable enablement disabled
enabled enablement disabled unavailable configured settings
enablement enable disabled
enables allows capability enablement
enabling enablement disabled setting
enacted enforced imposed
enactment acts
encircled circular
enclosed inside within contained
encode encoder decode coding
encoded decode encoder urlencoded
encoder encode decode
encoding encoder decode coding utf unicode
encompassing extended extent
encounter meet met
encountered occurred
encounters meeting met
encourage promote
encouraged helpful appropriate acceptable
encouragement encourage
encourages promote
encrypt encryption crypto securely
encrypted encryption securely crypto
encryption encrypt crypto securely
encyclopedia wikipedia
end finish continue terminating exit
ended finished stopped terminated
ending terminating finish termination
endings terminating termination
endless infinite unlimited
ends terminating finish termination trailing exit
endurance running
endured intact
enduring persistent persisted permanent persistence
enemy threat
energetic energy
energy power
enforce enforcement compliance comply
enforced enforcement compliance imposed compliant comply
enforcement enforces compliance security protecting regulations
enforces enforcement compliance
enforcing enforcement compliance restricting comply imposed
eng engineering english
engaged propose
engine machine
engineer tech
engineered designed artificial built
engineers tech
england germany australia portugal country france
english language lang multilingual locale
englishman english american
enhance improves
enhanced extended modified modification
enhancement enhance improves improvements
enhancing improves
enim entaz enn enum
enjoy welcome
enjoyable fun
enlarged larger large resizes expanded
enn en envs entaz enum nn
enormous large big larger largest small
enough much more sufficient
enrolled membership registered eligibility credentials eligible
enrollment enrolled eligibility
ensembles classification
ensued subsequently occurred resulted
ensure guarantee
ensured verified
ensures guarantee
ensuring preventing protecting guarantee
entaz enim enn ez tz enum
enter entry into inputted input accept
entered entry inputted inserted registered submitted
entering entry into insert input inputted
enterprise business llc industry
enterprises business corporation companies organizations industry
enters entry into input inputted inserted
entertaining fun watching
entertainment media
entire whole entirely
entirely completely fully exclusively entire whole
entirety entire whole fully
entrance entry entering into
entrances entering entry
entrepreneur business enterprises
entrepreneurs businesses enterprises
entrepreneurship enterprises business
entries entering
entrusted behalf
entry entering into in insert
enum enn en entaz enim
env en conv enn environ nv
envelope mail postal recipient
environ environment env
environment environ nature
environmental environment nature
environmentally environment
environments environ
envs en enn environ conv entaz
epic hero
epilogue ending
episodes shows
eq nq eqqd uq req pq
eqqd aqd eq uq jqd qqg
eqtjxak eqqd ebbgqw wqk kqtgd eq
equal equivalent simplifies comparing corresponds
equality equal expression
equally equal identical
equation expression
equator latitude longitude
equipment items hardware
equipped ability
equivalence equivalent equal identical
equivalent equal similar
er erb um ik eros
erase clearing discard
erased discard cleared destroyed
erat edt
erb eb yb nb gib pb
erica alice
erotic sexual
erroneously incorrectly
error unable invalid failed exception exceeded
errored unable invalid failed
errors invalid failed unable failures exception
es el en
escorted accompanied accompanying
escorting accompanied accompanying
especially particularly mainly namely specifically
essays writing
essential importance necessary
essentially effectively simply mostly mainly
essex london
est en
establishes initial creates
establishing initiating introducing
establishment established
establishments businesses
estimate approximate approximation
estimated approximately roughly varies
estimation estimate
et etp en
eta etag
etat international
eternity infinite
ether ae currency
ethernet network
ethiopia africa
ethiopian africa
ethnic ethnicity nationality race
ethnicity nationality race
etienne claude
etp et tnp
etymology origins
eu europe eur eug euvl ec
eug eur euvl cg eu aubg
eur eug eu euvl kr eypr
eurasian asia europe
euro currency eu usd dollars europe
euroleague eu
europa europe eu
europe eu germany france countries continent
european europe eu nationality american english
europeans europe eu
euros currency usd eu dollars
euvl eug eur evl eu
ev evl evict
eva eval
evacuated emergency
evacuation emergency
eval evaluated
evaluate evaluation eval
evaluated evaluation eval
evaluating evaluation
evaluation evaluating analysis
evaluations evaluating assessments analysis
eve evehh
evening nights midnight nightly sunset day
evenings nights nightly
events situations
eventual subsequently eventually subsequent
eventually soon finally initially
ever never always once
everest mountain
every most all many each often
everybody everyone anyone people every me
everyday daily frequently day often periodically
everyone anyone me
everything anything things all nothing
everywhere anywhere places where locations
evict ev evl eviction
evicted eviction tenant
eviction evicted tenant
evidence proof findings
evidenced findings
evident indication
evidently probably
evl ev eml evict euvl rl
evolution creation
ew efwz ey lw eila uw
ewge iwg uwgey
ex exp exe ext
exactly true
exam tests assessments
examination assessments tests
examinations assessments tests
examine inspecting analyze checking
examined inspecting analyze test findings demonstrates
examines inspecting analyze
examining inspecting analyze checking
example instance
exams assessments tests
exceed exceeding maximum max increasing greater
exceeded exceeds error insufficient
exceeding exceed increasing maximum limiting
exceeds exceeded maximum limiting greater
excel spreadsheets
excelled skill performs
excellent good awesome nice very
except but however though although excluding
exception error fails
exceptionally extremely
excess exceeding
excessive frequent
exchange recipient
exchanged trade accepted offering sold
exchanges markets
exchanging transferred transfer recipient
exclude ignore suppress avoid include
excluded inclusive ignored omitted absent includes
excluding ignore omitted includes except inclusive
exclusion exclude inclusive
exclusively entirely primarily
excursion visiting
exe ext exp ex exec
exec executes exe
execute execution exec command
executed execution
executes execution exec
executing execution invoked exec command
execution executing
executions executed
executive ceo administrative administration leadership administer
executives ceo managers management leadership administration
exempt exemption restriction
exempted exemption
exemption exempt restriction
exercising running
exhaust engine
exhaustion exhausted
exhibiting appearing
exhibition presentation
exist existence existent
existed existent existence
existence exists existent
existent exist existence
existing newly new created
exists existence existent
exit terminate leaving ends goodbye
exited failed ended terminated restarted
exiting leaving terminate end stopping continue
exits ends terminate
exmaple exp
exp ext ex exe exmaple
expand expansion expanders expandable extend extent
expandable expand expanders expansion extend
expanded expansion expandable expanders extended extent
expanders expand expandable expansion extend
expanding expansion expandable expanders extend resize
expands expanders expandable expansion extend extent
expansion expand expanders expandable extend
expansive expand expandable extent wide expansion
expectation expect
expectations expect
expected unexpected
expecting unexpected
expenditure budget spend costs consumed
expenditures budget costs spend
expense costs spend budget incurred
expenses costs budget spend incurred
expensive costs cheapest budget pricing dollars
experiences stories
experiment experimental test
experimental testing
experimentation experimental testing
experimented experimental
experimenting experimental
experiments experimental observed
expertise experts knowledge
expiration expire expiry
expire expiration expiry
expired expiration expiry date outdated
expires expiry expiration
expiring expiry expiration
expiry expiring expiration
explain explanation understand confused simple detailed
explained explanation understanding detailed summary
explaining explanation understanding detailed
explains explanation understand why
explanation explain understanding simple reasoning
explanations explain understanding reasoning
explicit explicitly
explicitly explicit
exploded destroyed
exploding burst
exploits attacks
explore visit
explored discovered
explosion explode
explosions explode
explosive explode
explosives explode
export exporter
exported exporter imported
exporter export
exports exporter imports
expose revealing
exposing revealing
exposure exposed
express amex
expressed expression
expresses denotes indicates expression
expressing expression
expression expressed simplified simplify
expressions expressed
ext exe exp ex
extend extension expand extent expandable expansion
extended extension expanded extent enhanced limited
extending extension extent expand expandable expansion
extends extension extent expandable expand
extension extend extent
extensions extend
extensive extended entire expanded
extensively frequently
extent extend expand extension
external externally internal internally
externally external internally internal
extinguished destroyed
extra additional adding addition
extraction extracted
extras additional addition
extremely very highly strongly quite reasonably
ey uy iy fy gy ew
eye vision face
eyed vision
eyes vision face
eypr eur
ez rz efwz zz ejvz uz
fa fal fada fi ff fr
fabrication constructed
facebook fb
facial face tongue
facilisis faucibus
facilitates enables
facility place
factions groups
factories industry production companies
factory production manufacturer products
factual factuality fact
fada fa
fail failure succeed unsuccessful success attempts
failed failure unsuccessful error succeeded unable
failing failure succeeds unsuccessful attempting success
fails failure succeeds unsuccessful unable error
failure fail success succeeds unsuccessful reliable
failures fail reliability success reliable errors
fair true
fairly reasonably relatively quite roughly approximately
faith religion
faithful trust
fake real
fal fa frl
fall fallback
fallback fall
fallen falls fallback
falling floating
false truth incorrect
familiar aware
familiarity familiar
families parent
family parent
famous popular
fantastic awesome
fares flight
farewell goodbye leaving exit
farmland land
farther further closer far distance deeper
fashion styles
fashionable style
fast fastest quickly faster slow slower
fastened attaching
faster slower fastest fast slow speed
fastest faster fast quickly slower speed
fat weight
fatal death kill
fatalities fatal death
fatally fatal death kill
father parent family
fathers parent
fatigue exhausted
faucibus facilisis
fault failures
faults failures
faulty fix issue fails bug broken
favour favor
favourable positive
favoured preferred favor
favourite best
fay fayikw
fb fyb facebook fbqg fpqb pb
fbflv fv
fbqg fpqb fb fqk qkbg nfqqb
fbrgdn fn fqdn nobr fd fbqg
fcc radio
fd fp fs fn fh fhy
fe felis
fear risk
feared threat
fearful threat panic
feature functionality
features functionality
featuring include
feb march april june january jan
february june april march january september
fed fedora
federal gov
federally legally legal
fee costs pricing charge paid
feedback review
feeding eating food consuming
feeds streams
fees costs pricing charges rates incurred
feet legs footer
felis fe
fell falls dropped drop
felt feel
female gender
females gender
feminine gender
feminism gender
feminist gender
fest holiday
festivities party
fetal birth
fetch retrieving
fetches retrieves
fetching retrieving
few several many some fewer none
fewer less few lesser
ff ffrz fa pf
ffrz zxrz ff fz zzf fzn
fgg awgg fqk fz fp fwc
fh gh rh fhy qh fy
fhy fy fh fyb fz fd
fi fu fa fra
fiercely strong strongly
fifa germany teams sports
fifteen thirty ten age
fifteenth fifteen
fifth five six
fifty thirty
fighting conflict
fights matches
figure image graphic picture
figures images graphic
figuring understanding finding determine
fiji pacific nz australia
file filename txt document uploading downloadable
filename file
files folders filename documents uploads
filesystem disk
filled full inputted
filming recording photography video
filmmaker actor
filmmakers actors
filmmaking photography
films actors
filthy dirty
final finalize finish last
finale ending finish
finalist final won
finalize final
finalized completes finished final
finalizing final
finally last eventually
finance financial banking investment accounting markets
financed financial paid payment purchasing pay
finances financial accounting banking monetary budget
financial finance banking monetary investment currency
financially financial rich finance expensive dollars
financing financial payments
find searching found discovered
finding searching determine discovered
findings results evidence research
finds searching found
fine ok good
fined penalty
finer lesser
fines penalty
finger thumb hand touch
fingered thumb hand touch
fingers hand thumb touch
fingertips thumb touch hand fingerprints
finish ends final completes continue terminating
finished completed ended finalized final closed
finishes completes ends final
finishing completes completion final ends finalize
finite infinite
finland helsinki country europe canada germany
finnish japanese helsinki
fired terminated
firewall lbfirewall
firewalls lbfirewall
firing triggering
firm company corp
firmly strongly
firms companies enterprises industry businesses corp
first initially begin second beginning
firstly first initially
fiscal taxes
fish sea shark
fit size
fitted fit
fitting fit
five six four three eight ten
fix issue fixme broken update fails
fixed resolved issue
fixes fixme edits problems
fixing fixme broken issue replaced patch
fixme fixes
fj foqj rj cj ej bj
fjpf fj dpf fwc
flashlight light
flat flattened rounded
flattened flat
flawed incorrectly
flaws failures
fledged intact
fledgling starter
flesh bodies
flew flight plane
flex flexible
flexed flexible
flexibility flexible
flight plane travel landing preflight destination
flights planes travel destinations
flip reverse reversal turn
flipped reversed reversal turned backwards
flipping reversal reverse turn
float floatingip
floated floatingip
floating floatingip
floatingip floating
floats floatingip
flood river
floor room
floral flowers
florida fl australia
flotilla fleet
flown flight plane
fluid water
fluids water flows
flute instruments
flutes instruments
flutter widget
fly flight plane
flyer flight
flying flight plane landing travel air
fm fma radio fmt fmmjc
fma fm fmt fmmjc
fmmjc fma foqj nubjc jm jnm
fmt fma fm mst fmmjc gmt
fn fzn fqdn nn pn fp
fo fh fy uo oo fhy
fog clouds
folded wrapped
folder directory files dir
folders directory files
foliage leaves leaf trees
folks people persons users everyone
follow followers
followed after
follower follow
followers follow subscribers members
following below
font text
food eating things
foot footer leg
footage video recordings
football sports teams
footballers sports
footed leg
foothills mountain
foqj fj fqk motqj jq xj
for of
forbade forbidden restrict disallowed ban enforced
forbid restrict allow deny prevent forbidden
forbidden restricted permitted restrictions allow disallowed
force newton pushes
forced imposed pushed letting
forceful forced
forcefully strongly force
forces newton
forcibly forced imposed
fordham uc
forecast predicted
forehead head face
foreign international
foreigner foreign nationality
foreigners foreign nationality ethnicity
forest trees
forested trees
forestry trees
forests trees
forever years lifetime infinite
forget remember
forgot remember
forgotten remember
form submit submission submitting
formally explicitly
format formatting
formats formatting
formatted format
formatting format markup
formed produced composed constructed creates
forming creating constructing making
formula calculate calculations expression
formulas calculate calculations
forth forward
forthcoming upcoming revised
forty thirty eight
forward backward behind
forwards backward behind direction towards
foul ref penalty
found find
founded established
founder creator owner
founders corporation
founding established
four three two multiple six five
fourteen fifteen eight ten six
fourth four third three
fp fd fpo fn fs fwc
fpo fp fgg fwc
fpqb fbqg nfqqb fqk fxfqqb uqb
fqdn fqk fn bqn fbrgdn foqj
fqdns fqk
fqk wqk fqdn qk qfak fbqg
fr fri frl frepo fa
fra fi
fraction ratio
fractured breaking broken
fragile failure
fran fr
francais france lang
francaise france
france germany paris europe portugal countries
frances paris
francisco sf sfo
francois claude
frankfurt germany berlin
free paid download
freed locked releasing
freedom rights
freedoms rights
freelance jobs
freely freed
freeway traffic
freeze frozen ice
freezing frozen ice
freight transport delivery
freighter ship fleet
french france english lang
frenchman france nationality claude
frepo frl fr frrerdodnnem frwxd
frequent frequently often periodically commonly recurring
frequently often frequent periodically commonly once
freshly fresh newly
freshwater river water
frey loki
fri fr frl
friday saturday thursday weekday wednesday sunday
fridays saturday weekday sunday thursday monday
frigate fleet
frigates fleet
frightening threat dangerous
frl fr frwxd fri frepo rel
from originally originating to
front behind
frontal front
frontend backend
frost frozen ice
frowned unacceptable
froze frozen freeze
frozen freeze ice
frrerdodnnem frepo
fruit produce food
fruits food
frwxd frl fd frepo
fs fd fn fp ls fusce
fu fusce fi
fuel engines
fueled powered
fuels engines
fulfill satisfy
fulfilled completes
fulfillment deliver fulfill delivery
full filled complete fully total much
fully completely entirely full properly partially
func gc yc
functional functions
functionality implemented features
functioned utilized performed
functioning failure
fund financial spend investment finance grants
fundamentally essentially explicitly
funded paid pay
funding financial grants finance budget
funds financial finance monetary spend investment
funeral death
further additional more
furthermore additionally also although hence further
fusce fu fs
future upcoming
fv fbflv gv bv dv lv
fwc fn wnwc efwcfi fp fgg
fx fxfqqb
fxfqqb nfqqb fpqb fbqg efbqc efbqcw
fy fyb fhy gy fh ey
fyb fb fy fhy gy yb
fz fzn rz pz gz cz
fzn fz fn jzn rz zn
fzrna fz fzn fj zrnak
gabon africa
gain obtain
gained obtained increased gets
gaining obtain increase
gallery art images
galley fleet
galway dublin
gambia africa
game playing winning
gameplay playing
games playing sports
gaming playing
ganga river
gaqufbw gaqufbz zyqurpb
gaqufbz gaqufbw gz ggz
garbage trash
garden landscape
garnered obtained
gas air
gases air
gaston claude
gastropod slug
gateway route
gateways routing
gather meet collect met
gathered collected among group
gathering meeting
gatherings meeting party
gathers among collect
gaulle france paris
gave give given received send
gay sexual
gaze vision viewed
gazing viewed inspecting
gb mb gigabytes bn
gc ggnc gn gd gv gcsq
gcsq gc
gd gnkd gggd gc nd gll
gdp economic
gdxy gd
geek tech
gem ruby rails
gems ruby
gen genai generation
genai gen
gender sexual
genealogical ancestors descendants
genealogy ancestors
generalized general
generally typically usually primarily mostly normally
generate creates generation
generated creates produced creation generation
generates creates produces generation
generating generation
generation generating gen creation
generations descendants gen
generator generates generation
generators generates generation
generic type
generosity giving
genetic mutation
genre rap music
genres music rap
gently carefully
genuinely actual actually
geo geographical latitude longitude
geographic geographical latitude longitude
geographical regions latitude regional continent asia
geographically geographical regional regions locally asia
geography geographical continent regions
geometry coordinates
georgia ga
german english germany language
germans germany frankfurt berlin
germany france europe berlin australia country
gesture pointing
gestured pointing
gesturing pointing
get getting got obtain pulled give
getenv krv
gets getting got gives pulled
getting get obtain receive pulled arrive
gfs glehf nfs glk xfs ghfpsf
gggd gnkd gd gll gk gw
ggnc gc gn gkxld gvub
ggz gz zz gzvdye ifgz rz
gh gw jh kh rh fh
ghana africa
ghanaian africa
ghfpsf glehf gh gfs
ghl gz gh ggz glk glehf
gi git gitlab gib
giant large largest big larger
gib bbb yb erb gif gi
gibraltar europe
gif picture gib image
gifts items
gig gigabytes mb gb
gigabytes megabytes mb bytes gb storage
gigantic large larger big largest small
giggle laugh
giggles laugh
giggling laugh
gigs gigabytes mb gb
gill shark
gilles claude
gills shark
gina jane
girlfriend relationship bf
girlfriends relationships
git gi github
github git repositories
gitlab gi
give given let get
given provided give specified obtained
gives gets got provided
giving letting providing receiving
gjfowpa gw glehf
gk kk pk rk lk xk
gkxld gx gk gd ggnc wxkxb
glacier ice
glaciers ice
glance viewed
glanced viewed
glances inspecting
glasgow london uk
glasses vision
glehf ghfpsf gfs gjfowpa gh ghl
glendale angeles az
glje ctje
glk wlk gd gll gfs ghl
gll gw gllcy gy gggd gd
gllcy gll gy gggd
global globally world
globalization globally global
globally global locally world countries
globe latitude
glossy reflect
glove hand
gloves hand
glow light
glowing light
glue attach
glued attach sticky
glz gz gh
gm gmo gmt
gma gmail
gmail emails mail
gmbh enterprises company corporation manufacturer
gmt gpt mst fmt
gn nn pn jn gc gk
gnkd gd gggd
gnu unix
go goes going went
goal scoring
goals scoring
goalscorer scoring
god godo
goes went go going
goin going goes go went
going go went goes
golf sports
gone went removed back missing deleted
gonna going will
good nice well fine
goodbye leaving exit
goods purchases products items supply
google searches sites web website wikipedia
gorgeous cute pretty
got gets gives on
gotten gets getting got pulled receive
gov authorities administration state
govern gov states administration authorities
governance authority
governed authority administration
governing authority administration administer admins administrators
government gov political administration authorities policies
governmental gov administration political authorities institutions
governments gov authorities countries political institutions
governor gov
governors gov
govt gov authorities administration political
gp gpt gpus gpu pg
gpt gp gmt pct mst
gpu gpus nvidia gp
gpus gpu gp nvidia
gr gu gll
grab pulling
grabbed grab pulled
grabbing grab holding reaching pulling
grabs pulled taken
graceful gracefully
gracefully effectively
graders grade children
grading assessments
gradual transition
gradually transition
graduate degree
graduates degree
grammar syntax sentence verbs
grammatical sentence
gran granular
grandchildren children generations
granddaughter child
grandfather ancestors
grandparents family
grandson child parent
granular granularity
granularity granular
graphic image visual picture art png
graphical graphic visual
graphics images visual screens rendering
graphs nodes networks
grasp hand grab
grasping hand
gravity forces
gray color white black blue green
great awesome good nice fine very
greater higher exceed lower larger less
greatest best
greatly highly extremely
greece europe country asia
greek latin
green color red blue yellow white
greenish green color blue yellow
greensboro nc
greenville nc
greenwich london
greet hello
greeting hello hi
grey color black white blue red
greyish color
grid row
grill bbqvc
grin smile
grinned smile
grinning smile happy
grins smile
grip hand holding grab
gripped holding bag
gripping hand
grips handles
groceries food
grocery food
groningen amsterdam
group teamgroup members team
grouped aggregation aggregated organize
grouping aggregation organize aggregated
groups teamgroup members organizations teams individuals
growls noise
growth increases
grub boot
grupo group teamgroup
gs sg ggz pg
gt gte lt
gte gt xe
gu gr gn ti
guadalajara mexico
guarantee guaranteed ensure
guaranteed guarantee
guarantees ensure guaranteed
guard protecting guardrail
guarded protecting security secure protection
guarding protecting protection security
guards guardrails
guatemala mexico
gubernatorial candidate
guess hint
guessing assuming
guest host member
guests party host
gui ui
guid uid pid
guidance guide advice instructed
guide guidance
guided guidance
guidelines guidance guide regulations standards
guides guidance tutorials
guiding guidance leading
guildford london
guinea africa
guitar instruments music musical
guitarist instruments
guitars instruments
gujarat india
gulf ocean
gut digest
guts digest
guy man bf
gv fv nv bv lv ov
gvub gc ggnc
gw gh lw gy gll pw
gx gkxld lxgx nx gll gn
gy fy gw gh xy uy
gz ggz zz rz lz pz
gzip zip compressed compression
gzvdye ggz gz mtzvd vz
ha haw hac lo um
habit habitasse
habitats environments
habits habitasse
hac haw ha lon oc
hacking security
hackney london
had have has hasn ve
hadn had have hasn has
hague amsterdam
haiti france
half portion percent
halfway half
halifax province
halloween holiday
hallway room
halt pause stopping terminate
halted paused stopped resumed prevented
halves half portions divided split chunk
hamburg frankfurt berlin germany
hammersmith london
hampshire nh state
hampstead london
hand thumb handle touch
handbook guide
handful few
handicapped disability
handing giving handling letting
handle hand
handled dealing treated dispatched
handler handle
handling dealing
hands handles touch thumb handshake
handsome beauty
handwriting writing
handy useful helpful
hanged executed
hanging hooks
happened occurred didn did incident
happier happy
happily happy
harassed harassment
harassing harassment abuse
harassment harassing
harbor sea
harbour fleet sea
hard easy easier
hardcover books
hardened soft
harder easier hard easy
hardest hard easier easy
hardly quite not
hardware processor computer electronics devices ram
harm harmful dangerous
harmed harmful affected
harmful dangerous safely safety
harmless harmful
harrisburg pa
hartford toronto montreal
harvard mit
harvest produce
harvested produce
harvesting produce
has hasn have had ve
hasn has have had ve
hastily quickly fast immediately
hat head
hats head
hauled carried
hauling carried carry
have has had hasn ve
haven hasn has have ve had
having being has had
haw ha hac hw lw ew
hawaii pacific island
hawaiian pacific
hazardous harmful dangerous safety
hazards safety risk
hazy clear
hb ht hl hf nb hh
headed going
heading header
headmaster manager administrators
headquartered company
headquarters company corp corporation
headwaters river
healed recovery recover
healing recovery
health healthy unhealthy
healthcare health
healthy health unhealthy
hear heard listen spoken sounds
heard hear spoken
hearing listening sound noise loudness loud
hears voices heard
heat energy
heated temp
heavier weight lightweight larger lb mass
heaviest weight lightweight lb
heavily strongly highly mainly extremely mostly
heavy weight lightweight strong lb
heidelberg berlin frankfurt
height length dimensions shorter
heightened higher
heir inherits descendants
heirs inherits ownership owner
held holds
helena island
hello hi
helmet head
helped helpful
helpful helps useful
helping helpful helpers
helps helpful
henan province
hence therefore so also otherwise
henri claude
hereditary inherited
heritage historic
hero heroku
heroic hero
heroism hero
heroku hero
herself her yourself self themselves
hertfordshire london
herzegovina germany berlin
hesitated paused
het ik
heterosexual sexual gender
hex nx bx hqx sxd ux
hey hi hello
hf hl pf hb hh ht
hh hw hl wh bh ht
hi hello
hidden visible revealing visibility secret
hide hidden revealing visibility
hides hidden revealing visibility
hiding hidden revealing visibility
hierarchical hierarchy
hierarchy hierarchical
high higher low highest
higher lower greater highest high increased
highest higher high maximum lowest max
highly extremely very reasonably
highs low higher highest
highway route traffic street
highways traffic
hillary her candidate
hills mountain
him her me
himself yourself themselves self own
hindi lang
hinduism religion
hints tips
hire job
hired job paid
hires jobs workers
hiring jobs qualified
his my their your her
hispanic ethnicity
historia history historical historic
historian historical history historic
historians historical history historic
historic historical history
historical historic history
historically historical history historic
histories historical historic chronological
history historical historic past chronological
hitter hits
hitting hits
hjc hniajl yjc wjjl hv cj
hk hkz singapore
hkz hk
hl hw hh ht hv hb
hlpbmcg hnlbm hl
hm ah um oh ps
hmac hmconcb hmua
hmconcb hmac
hmm hm um ah
hms fleet
hmua hmac
hniajl hjc wjjl hl vhjl hvhnrdk
hnl hnlbm ht hl hvwc hv
hnlbm hnl rhbm hlpbmcg nbm bhbm
hnv hv vn hvwc nv hvhnrdk
ho hu hohhh da
hoarse voice
hobby activities
hockey sports
hokkaido japanese
hold held keep
holders members
holding held
holdings owns ownership assets shares stock
holds held keeps kept
holland germany amsterdam portugal country france
hollywood angeles
home homepage
homemade making produced
homepage page landingpage website home site
hometown city location
homework assignment project
homicide fatal
homosexual sexual gender
homosexuality sexual
honduras mexico
honest truth
honesty truth
hong hk hkz
hope wish
hoped wish expected
hopefully likely probably potentially eventually
hopes wish
hoping wish likely
horizon sky
horizontal direction
horizontally horizontal
horrible bad unacceptable
horsepower engine hp
host hostname hostmaster guest server
hosted hostname
hostile threatening
hostilities conflicts
hosting server hostmaster
hostmaster host hostname
hostname host hostmaster
hostnames host
hosts hostnames hostmaster
hound dog pet
hounds pets
hour hourly timed minutes uptime
hourly hour
hours hourly timed
house home room
housed resides
household home family
households family
housekeeper worker
housemates neighbors
houses home building
houston angeles tx city
how carefully ways
however but though although except yet
hq hqg hqx
hqg hqx
hqx hqg nx hrx hex
hr hrw hrn hrx
href linking
hrn hrx hr hrw urn nn
hrw hr hrn hw hrx uw
hrwczov hvwc mrvzotx
hrx hrn hrw hr hqx
hs hsmp
hsmp wmp
ht hl hb hw hh hf
html markup khtml css
http web internet urls browser
https ssl
hu da om
hudson york
hue color green yellow
hug hugging huggingface
huge big large larger largest small
hugely extremely highly very reasonably lot
hugged huggingface
hugging huggingface affectionate
huggingface hugging
hugs hugging
huh ye oh um ah
human person someone individual people
humanist human
humanity human people
humanoid human
humans people individuals persons participants workers
humor laugh
humorous laugh
humour laugh
hundreds many several few
hung hang
hungary germany countries europe
hunger eating food
hungry eating food consuming
hurdles track
hurled throw
hurried quickly speed
hurriedly quickly
hurry fast quick quickly faster slow
hushed silence
hv hnv hl hvwc bv dov
hvhnrdk hv hnv hniajl
hvwc wnwc hv hnv hrwczov hnl
hvy wgvy hyxd hv hb hl
hw hh hl hrw wh lw
hwy hv ht
hydro water
hygiene clean dirty
hymn verse
hymns verse
hypothesis inference
hyxd hvy hv hl
hz frequency hzy hzj
hzj zj hzy zgtj mwj jz
hzy hzj zy qy
ia iat iaw iaculis
iaaf runner
iaculis ia
iain iana
ian iana
iat ia iaw
iaw ia iat iw uw ew
ib ibag ibf ibdw ibfhpod ibadaobg
ibadanbgkqhki anbgkqhki tanbgkqhki cdanbgkqhki
ibadaobg ibag ibdw ibfhpod ibf aibg
ibag ibadaobg ibf ibdw ibfhpod mbaagjgg
ibdw ibf ibag ibadaobg ibfhpod uid
iberian portugal europe
ibf ibfhpod ibag ibdw ibadaobg
ibfhpod ibf ibag ibdw ibadaobg
ic icm
ice frozen freeze
iced ice frozen
iceland country germany australia
icm zm icmp
icmp icm
icon logo
ict technology
icy ice frozen
id ids identify identification identified
idaho state
idea suggestion thought proposed
ideally usually typically generally particularly
ideas suggestion
idempotency idempotent
idempotent idempotency
identical duplicate similar uniquely unique difference
identifiable identification uniquely identifying identified identifier
identification identify identified recognize identifiable identity
identified identify identification recognize id identifiable
identifier identifying identification identifiable denoted
identifiers identifiable
identifies identified identification identity identifiable recognize
identify identification identified recognize id identifier
identifying identification identified recognize recognition identifiable
identity identification identifies
ideological political
idle inactivity inactive
idp ids ihtp ump
ids id idp
ie browser
if whether depending unless ifgz would
ifbvb nvb
ifgz ggz rz dz kz gz
ifjlb ihjlb
ig ug iw igjl iu iy
igjl ij ihjlb ig wjjl jl
ign sent accepted
ignited explode
ignore exclude suppress avoid deny
ignored excluded
ignores exclude suppress
ignoring exclude suppress avoid
ihdp ihtp rhd
ihjlb ifjlb igjl ij iw jlrh
ihtp ihdp idp iw ihjlb
ii second
iii third
ij uj ej igjl sj mj
ik iklyt ck
iklyt ik
ile en
illegal legal legally
illegally legally legal
illinois state
illness health
illnesses health
illuminated light
illuminating light
illumination light
illustrate demonstrates
illustrated graphic art
illustrates demonstrates
illustrating art
illustration graphic art
illustrations images art graphic
im am
image photo graphic picture jpeg jpg
imagery images graphic
images jpeg photo graphic jpg recognition
imaginary complex
imagination thinking creativity
imagine think
imaging photography
imagining thinking
img jpg image ig
imitation replicating
immediate immediately quickly
immediately immediate quickly fast soon waiting
immense large larger
immensely highly extremely
immigrant ethnicity nationality
immigration visa
imminent upcoming
immortality death lifetime
imp imperdiet
impact effect
impacted affected
impacts effect affect
impairment disability
impatient delay waits
implement implementation
implementation implement
implementations implement algorithms
implemented implementation functionality
implementing implementation
implements implementation
implicated associated involved
implication implies statement
implications relevance
implied assumed
imply statement implications
implying assume
import exported
importance important priority
important importance relevant necessary
importantly additionally important
imported exported
importing exported
imports exported
impose enforce
imposed enforced forced requiring restrictive
impossible easily possible cannot
impoverished rich
imprint stamp
imprisoned freed captured executed
improve improvements enhance
improved improvements enhanced effective modification
improvement improves modification changes
improvements improves modifications changes modifying
improves improvements enhance
improving improvements
imu iu uu
in into inside within entry enter
ina tu
inaccessible accessible unavailable accessed
inaccurate accurate accuracy incorrectly
inactivated inactive
inactive active deactivated absent idle activated
inactivity idle
inappropriate acceptable unacceptable appropriate sexual
inaugural initial
inbound outbound unbounded
inc corporation company corp llc
incapable capable
incentive promotion
incentives promotion
inch length larger size
inches length size height measurement measured
incidence occurrence
incident occurred circumstances caused happened
incidents situations events circumstances occurs
include excluding containing
included supplied
includes excluding contained consists
including additionally excluding particularly
inclusion inclusive contained include overlap
inclusive excluded
income financial tax
incomes rich
incoming outgoing
incompatible compatibility compatible unsupported unable
incomplete complete completeness completion missing omitted
inconsistent consistent consistency
incorporated inc corporation corp company llc
incorporates includes consists
incorporating include
incorporation corporation corp llc inc
incorrect incorrectly wrong correct correctly false
incorrectly incorrect wrong properly correctly
increase exceed raise higher exceeding additional
increased additional higher
increases exceed exceeding higher raise decrease
increasing decreasing exceeding exceed higher raise
increasingly further
incredible extremely
incredibly extremely very highly quite
increment incremental incrementally
incremental incrementally increments
incrementally incremental increments
increments incremental incrementally
incurred billed costs
indeed actually
indefinitely unlimited lifetime duration permanently continuously
independence independent independently
independent independently dependent
independently independent separately separate
index indices
indexed indices lucene searching
indexes indices
indexing indices lucene
india asia country australia germany canada
indian india native ethnicity nationality
indiana state
indians india native
indicate indication marking demonstrate showing represents
indicates indication denotes represents
indicating indication marking specifying denoted showing
indication indicate
indicative indication
indicator indicate icon indication
indices index
indigenous native natively
indirectly directly explicitly
individual persons someone human people
individually multiple each separately multi
individuals persons people participants workers groups
indochina asia
indonesia asia india singapore
indonesian japanese
indoor inside outside
indoors inside outside within room
indus industry
industrial industry factory production companies
industrialist manufacturer
industries companies businesses enterprises corporation economic
industry companies enterprises business production marketing
ineffective effective
ineligible eligible eligibility
inevitably eventually
inexpensive cheapest expensive cost
inf init dof tf kf
infancy birth
infant child birth
infants children
inference reasoning logic
inferences reasoning
infinitely infinite
infinity infinite
inflated air
inflation monetary
inflicted caused
influence effect
influenced effect
influences effect
influencing effect
influential popularity
info information details
inform information
information informational info detail data
informational information
infrared ir
infringement copyright legal
ing en ingress
inhabit populated
inhabitants individuals people persons
inhabited resides populated
inhaled air
inheritance inherits
init inf
initial initialized beginning begins began starts
initialize initial
initialized initial began begins
initially originally beginning first before subsequently
initials nickname
initiated activated prompted
initiation initiate
injuring incident
injury incident
ink print
inland regional
inlet intake
inner internal inside
innovation technology
innovations advances
input inputted enter
inputs inputted outputs
inputted input entered typed filled
inquired asked requesting answered
inquiries questions requesting
inquiry questions asking responding regarding
inscription letter
insect bugs
insects bugs
insert entry entering into
inserted entered entry
insertion insert
inside within internal in internally into
insides internal internally within
insignificant significant
inspect checking
inspecting checking scanning
inspection inspecting
inspections inspect
inspectors inspect
inspiration creativity
instability stability stable
install installation download setup
installation install setup
installations install
installed installation downloaded configured
installing installation
instance example
instant immediately immediate quickly temporarily seconds
instantly immediately quickly fast immediate fastest
instead rather alternatively
instituted establishes
institutes institutions
institution organizations
institutional institutions organizations
institutions organizations
instructed guidance
instruction tutorials basics manual
instructional instruction educational learning tutorials basics
instructions directions tutorials carefully
instrumental instruments music musical composed
instrumentalist instruments music
instrumentation instruments
instruments music
insufficient exceeded
insurance liability
insync async sync
int integer
intact preserved remains
integer numbers numeric int
integers numbers
integral integration integrate int
integrate integration
integrated integration
integrating integration
integration integrate
integrations integrate
intel processor cpu io cpus
intellect intelligence iq
intellectual intelligence iq
intelligence iq smart ai skills
intelligent intelligence smart iq
intend intent plans
intending plans
intense extremely
intensified increased enhance
intent intend
intention intent intend
intentionally effectively
intentions intent intend
inter international interdum
interact interaction interactive
interacting interaction interactive
interaction interact interactive
interactions interacting
interactive interact interaction automated
interceptions qb
intercontinental international
intercourse sexual partner
interested want invited
interface ui
interfering preventing
interim immediate
interior inside internal within
interiors inside within internal environments
intermittent periodically frequent
internacional international foreign
internal internally inside externally external within
internally internal externally inside external within
international foreign
internationally international globally foreign countries global
internet web http network computer net
interpret understanding
interpretation interpreted understanding meaning
interpretations interpreted understanding
interpreting understanding
interrupt pause
interrupted paused stopped resuming
interrupting pause cancelling
interruption pause
intersect overlap
intersecting overlap
intersection overlap
intersections overlap
intersects overlap
interstate state
intimate sexual affectionate
intimately mutual
into in entry entering inside to
intra internal within integrated internally
intricate complex
introduce initial
introduces initial
introducing introduction
introduction overview basics beginning introducing
introductions introducing intro beginning basics
introductory introduction basics beginning tutorials begin
intyio aryia
invade attack
invalid error valid invalidated unable failed
invalidate validate invalid
invalidated validated invalid valid
invariably often frequently usually always every
invented discovered originated developed
inventions inventories technology
inventor inventories
inventory items supply quantity stock
inverse reverse
inverted reverse reversal backwards
invest investment financial finance stock
invested investment stock shares financial
investigate inspecting analyze
investigated inspecting findings research analyze
investigates inspecting analyze
investigating inspecting analyze research findings
investigation inspecting evidence analyze findings audit
investigations inspecting evidence analyze audit findings
investigative inspecting
investigator inspecting
investigators inspecting
investing investment finance financial stock
investment financial finance economic
investments financial finance markets
investor investment stock finance financial market
investors investment markets stock finance financial
invisible visible visibility hidden transparent appearing
invitation invites inviter invitee
invitations invites
invite invitee inviter adding invitation offer
invited invitee inviter accepted added invitation
invitee invite inviter invitation accepted adding
inviter invitee invite invitation accepted
invites invitation inviter invitee
inviting invitee inviter invitation adding accepted
invocation invoking
invocations invoking
invoice invoke billing
invoiced invoke
invoicing billing invoke
invoke invoiced
invoked invocation executing
invoking invocation
involuntary forced
involved part accompanying associated accompanied role
involvement involved role accompanying accompanied
inward internal internally inside
inwardly internally internal
io intel
ios apps mobile apple android
iowa state
ip ips ipcreate network address
ipa ipactions
ipad apple
ipcreate ip
iphone apple phone mobile device
ipod apple device
ips ip
iq intelligence iqcg
iqcg iq iqydvqqd aibg
iqydvqqd aqd eqqd iqcg ydvqqkext jqd
ir iroq
iran germany france mexico countries asia
iraq america country germany
iraqi america germany
ireland dublin europe country uk france
irish dublin
iron fe metal
iroq ir vfrqo oq yqq req
irrelevant relevant
irreversible recoverable
irs taxes
irvine san
is are isn was aren
isbn books
isla island
islam religion
islamic religion
islander island
islanders island
isle island
isles island
isn is aren not are
isolation isolated
isotope atomic nucleus
israel countries germany australia canada
issue problem fix issuer unable bug
issuer issues
issues problems issuer
issuing releasing
it its they
italia germany france australia
italian nationality latin
italiana france
italy germany france portugal europe australia
item product
items things inventory products purchases
iteration recursive
iterations recursive sequential
itmh wem mem
its it
itv tv
iu imu iy iw uu ig
iw iu uw iy iaw ig
iwg ewge uwgey iw
ix iv
iy uy iu iw xy ey
iz uz lz yz zz xz
ja jaj jakpj ji je jp
jacket suit
jacksonville fl
jaj jakpj ja njyj ij yj
jakpj jaj ja njyj rkj smpj
james jr
jan january
january month april jan year june
japan asia japanese germany india australia
japanese lang ja language
jars containers
java programming
javanese lang japanese
javascript js
jaws shark
jay jz jc jzn
jbtvd jq
jc jz jaj cj njyj jzn
jd jaj jr sj rj mj
je ja zu
jersey nj njyj
jet plane
jh kh jlrh jha gh xh
jha jh jlrh jl jna jy
jhrrhgjo jlrh jm jha
ji jie ja
jie ji
jj njyj jc jaj sj cj
jl jm jha jz jq vjl
jlrh jh jha jm jl jhrrhgjo
jm jnm jn jz jl jpzm
jn jnm jzn jm nn gn
jna jha jnm jti jm jz
jnm jm jn jzn jz njyj
jo jaj jj
job work boss worker
jobs work businesses workers tasks companies
jogged running
jogging running runner runs
johannesburg africa
johnny john
johnson jj
johor singapore
join connect
joined member connect tied
joining membership members connect
jokes laugh
joking serious
jon john
journal blog
journalism reporter news media
journalist reporter news
journalists reporter media
journals publishing blog
journey travel destination route
journeys travel destinations routes transport
joy happy
jp jpy jpzm jaj ja jc
jpeg jpg images png thumbnail
jpg jpeg img png image picture
jpy jp jpzm jy zy gy
jpzm jp jpy jz jm jzn
jq jqd mq yqq jqzuda bq
jqd jq jsuvrvendqxft eqqd aqd kqtgd
jqzuda jq jqd
jr jrb jc rj jaj
jrb jr jna mib
js javascript
json jsonl
jsonl json
jsuvrvendqxft jqd jq
jswtm jnm jlrh jm jn jz
jti jm jha jn jna jl
judaism religion
judgement judge
judgment judge
judgments judge
judicial judge
judiciary judge
juice water
july june september jul january april
jun jo
june may month april january march
junior jr
junk garbage
jurisdiction states
jurisdictions enforcement states authorities
jurist judge
jury trial judge
just simply only
justice judge
justices judge
justification reasoning
justified justification
justify justification
juvenile minor child
juveniles children
jwt jnm jm jti jn
jy jpy jh njyj jn jha
jz jzn kz rz jm gz
jzn jz jn jnm fzn kz
ka ek ko ak ki kn
kafka ufky
kansas ks kc kca state ky
kara keys mk
karnataka bangalore
kashmir india
kassel frankfurt
kata nak ja
kato ko
kazakhstan asia country
kb kbpx kbitv kn ki
kbitv kbpx kb krv
kbpx kb kbitv kp kexp wxkxb
kc kca ks kcaqean ko bk
kca kc kcaqean ks ko
kcaqean kca kuknbq kc ks
kdm kf kp kl kqtgd
ke keg ck kk bk
keep stay kept continue persisted hold
keeping kept preserve maintain persisted storing
keeps kept holds
keg kexp
kelvin temperature
kendrick rap
kennedy kafka
kent ky
kentucky ky state
kenya africa
kenyan africa
kept keeps retained preserved holds maintained
kerala india
kern kernel
kexp kp keg kbpx
keyboard typing
keyboards typing
keyed allkeys
keynote presentation
keys offer allkeys
keyspace spaces workspace
keyword word term
keywords words phrases
kf kuyf kp kk kdm pf
kg kggo ki lb
kh jh xh bh kk gh
khtml html
khz frequency
ki ko kn kp kk kf
kicker kick
kid child baby
kidding serious
kidnapped captured
kids children child
kildare dublin
kilkenny dublin
kill destroy death fatal rid
killed fatal death destroyed executed
killer fatal kill
killing death fatal rid
killings death executions fatal
kills fatal death
kilograms km
kilometer km miles
kilometers km miles distance
kilometre km miles distance
kilometres km distance miles
kim kimi nk
kimberly kimi
kinda maybe necessarily mostly
kinds types various variety
kinship ancestors family relative
kiss affectionate
kisses affectionate
kissing affectionate
kitchener province
kitten cat
kitty cat pet
kk pk kh gk xk kp
kl kql kp kr kk jl
km miles distance
kn ki ko nr kb kl
knee leg
knees legs
knew know known aware
knife cutting
knocked kicked
knockout ko
know known
knowing knowledge aware
knowledge knowledgebase learning
knowledgebase knowledge
known know aware
knoxville tn ky
ko ki kf kn kc ks
kolkata bangalore
koln berlin frankfurt
kong hk
korea nk asia germany country mexico
korean japanese nk kggo ko
koreans nk
kp kk kl kr kexp kf
kql kqw kl kqtgd ql qqg
kqtgd kql kqw jqd qqg kuknbq
kqw kql qw nqh kqtgd kuknbq
kr krv kwyur kl kp kk
krv kr kyvh bv kbitv kp
ks kc kca ko kcaqean kn
ku kc kube ks kca ko
kuala singapore
kube kubectl kubeconfig kubernetes kuknbq kuyf
kubeconfig kubectl kube kubernetes
kubectl kube kubeconfig kubernetes kuyf
kubernetes kubectl kubeconfig kube
kuknbq kqw kql kcaqean kqtgd tanbgkqhki
kuyf kf kuknbq kubectl kube
kv kvxot kvuh
kvuh kvxot
kvxot kvuh
kw ki kp kn kwyur
kwyur kr krv
kxz kz kqw qz onkx xz
ky kyvh ks
kyiv europe amsterdam berlin germany frankfurt
kyrgyzstan asia
kyvh kh krv ky kqw
kz kxz pz gz bz lz
la los angeles el paris
label labelled
labeled labelled classify
labeling labelled
labelled labeled
labels labelled
labor workers
laborers workers
labour workers
labourers workers
labrador dog
lac lacus lacinia
lacinia lacus
lacked fail failure
lacus lacinia
lag latency
lamp light
lamps light
lan network net ip
land landscape
landed kicked
landfill recycle trash
landing flight landingpage
landingpage homepage page landing
landlord tenant evicted
lands landscape
landscape land
lanes traffic
lang language multilingual english japanese locale
language english lang multilingual japanese
languages lang english multilingual
lanka india asia
lansing mi
laos asia
laptop computer
large larger size big small largest
largely mostly primarily mainly generally relatively
larger smaller large small size largest
largest large larger big highest smaller
las los
last final finally latest
lasting permanent longer
lastly finally also additionally second
lasts long
latch lock
late later early
lately recently recent
latency delay lag
later earlier early after subsequently immediately
lateral horizontal direction
latest newest newer recent updates recently
latino ethnicity
latitude longitude geographical
latvian lang
lauderdale fl
laughter laugh
launch opening start startup
launched started opening
launcher launch
launches opening
launching startup opening
laval montreal
law legal legally enforcement
lawful legal legally
laws legal legally regulations enforcement
lawsuits cases
layouts templates
lb lbaas lbxen
lbaas dbaas lb
lbfirewall firewall
lbs weight lb lightweight
lbxen lb
lcd screens displays monitor
ld ldap
le une
leader leadership leading boss
leaders leadership managers leading
leadership management leading managers role administration
leading leadership
leads leadership
leaf leaves tree
league teams
leagues teams sports
learn educational
learned skill knowledge
learners learning educational
learning educational knowledge understanding
learnt learning knowledge educational
lease tenant contract
leases tenant
leash doggie
leave stay remain exit goodbye
leaves leaf trees
leaving goodbye stay exit remain
lecture class
lectures classes
led light lead
leeds london
leg body
legal legally license
legally legal license
legend hero
legged legs
legislation regulations policies
legislative representative gov
legislator representative
legislators representative gov
legislature representative gov
legislatures states
legitimacy validity validates
legitimate valid
legs body
leipzig frankfurt berlin germany
lending finance financial banking
length shorter longer size duration dimensions
lengths shorter longer shortest duration width
lengthy longer long short shorter length
leningrad berlin
lens photography
leqx qx zq qwx mcqx zxqi
les le
lesbian sexual
less fewer lesser lower more greater
lesser smaller lower less fewer minimal
lessons learn educational
let letting give
lethal fatal kill death
letter alphabetic alphabetical
lettering text alphabetic alphabetical logo
letters alphabetic alphabetical characters
letting allowing let giving forced
level higher
leveled tier
levels higher
lexington boston
lfu lwp lw lm
lgbt gender sexual
li libero ligula
liability insurance
liable liability responsible responsibility
liar truth
liberal political
liberated freed
liberia africa
libero li
libertarian political
liberties rights
librarian library
library books
libya africa countries
licence license
license legal legally
licensed copyright
licenses permits
licensing legal legally copyright
lick tongue
licked tongue
licking tongue
lid container
lie truth tell
lied truth
lies truth
life live liveness world death lifecycle
lifecycle lifetime life
lifeless death
lifelong permanent
lifespan lifetime lifecycle
lifestyle life
lifetime lifecycle years
lifted pulled lowered load
light dark
lighter light lightweight
lightweight weight
ligula li
likely probably possibly potentially maybe unlikely
liking favor
lim limit
limb leg
limbs legs bodies
limit limitation
limitation limiting restrictions restricting unlimited
limitations restrictions limited restricting
limited limitation restricted unlimited restrictions exceed
limiting limitation restricting exceed restriction exceeding
limits limitation exceed restrict
lin lint
lineage ancestors descendants
liner lines
lingering retained
linguist language lang english
linguistic language semantic textual
linguistics languages textual
link url
linked unlinked referenced resource connected
linking unlink href referencing
links urls sites website resource
linux os unix ubuntu platform
liquid water
liquids water
lisbon portugal amsterdam europe azores paris
listed sold
listen hear
listened heard hear
listener listening
listeners listening
listening audio sound music talking
lists collections
lit light
liter volume
literacy reader reads
literary writing book
literature books
lithium li
lithuanian lang
litre volume
litres volume
little small smaller lesser mini smallest
live liveness life
lived liveness
liveness live life
liverpool united
lives life liveness
living life liveness
lizard gecko snake
lizards gecko
ljtj ltj rj njyj wjjl cj
lk xk lw kk gk yk
ll llm ve
llc corporation corp company enterprises business
llm dm ll lm jm wem
lm lw lr lz lwp llm
lmlk lmlud lk
lmlud lmlk
lmxl lmxld mdmx vmxv
lmxld lmxl mdmx vmxv
lo lon ha haw um
load loader
loadbalancer loader balancer
loaded loader
loader load loadbalancer
loading loader
loads loader
loan payments financial finance bank
loans finance financial payments
lobster crab
local locally localized regional
locale localized localization locally lang english
locales localized locally localization regional
localities locales
locality locally
localization locales localized
localized locale locally localization regional
locally local localized locality regional globally
locals locally
locate finding location searching
located location where place near resides
locating location finding searching nearest identifying
location located place where anywhere city
locations places located anywhere where destinations
lock unlock
locked unlock restricted freed
locker lock
locking unlock
locks unlock
locomotive train
locomotives train
log logging logarithm logprob logits logtail
logarithm log
logged login log
logging logs logprobs rsyslog logsink syslog
logic logical reasoning logically inference
logical logically logic reasoning sense
logically logical logic
login logged password logit account entered
logins logit authentication auth authenticate passwords
logistical transport
logistics transport
logit logins logprob log logtail logsink
logits log logprobs logtail
logo branding icon
logos branding icons
logprob log logging logit logsink rsyslog
logprobs logs logging logits
logs logging logsink logprobs rsyslog logits
logsink logs logging logprob logit
logtail log logits
lon lo haw hac yn
london uk city nyc amsterdam berlin
lone single isolated
long longer short big length years
longed desired
longer long shorter length short duration
longest longer long length shorter largest
longevity lifetime
longitude latitude coordinates geographical
look see
looking searched want
looks pretty
loop iteration
loops iterations
loosely effectively
loosen adjust
loosened adjust
lopez jj
lore lorem
los el angeles
lose loss win winning lost
loses loss winning lost won
losing loss winning lost
loss lost
lost loss
lot much many
lots many several most few some
loud loudness sound noisy noise
louder loud loudness sound volume noisy
loudly loud loudness noisy noise
loudness loud noisy noise sound
louisiana angeles
louisville ky
louvre paris
lovely cute nice pretty
lover partner affectionate
lovers partner
loves affectionate
low lower lowest high higher minimum
lower low lowest higher lesser less
lowercase uppercase capitalization usecase case
lowered low decrease lowest adjusted reduced
lowering decrease descending lowest reducing raise
lowers lowest low
lowest low lower minimum minimal min
lr lw xr lm lk lv
lru struct lm
ls lts lm lv fs xs
lshztxed lshzxe lxgz lzd lz sfzt
lshzxe lshztxed lxgz lz lxgx zxrz
lt lts gt
ltd ltdnz llc corporation company corp
ltj rj ljtj cj mj tj
lts ls ltj lt xs
luc luctus
luce lucene
lucene searches indexed elasticsearch
lucia island azores
luggage bag
lumber trees
luminous light
lunch eating
luton london
luxembourg france
lv lvjn bv gv dv fv
lvjn lv cqurbtejn
lw lwp lr gw lk bw
lwp lw lm lk pw lr
lxgx lxgz gx lshzxe rxp qx
lxgz lxgx lshzxe lz lshztxed zxrz
lyric song
lyrical rap
lyrics song
lz rz bz gz pz iz
lzd yzd vzd zzdne lz rz
mac macintosh apple os oss computer
machine computer engine
machinery machine engines
machines engines robot systems
macintosh mac os apple computer oss
madagascar africa
made makes built designed produced created
madrid portugal
mae maecenas
magistrate judge
magnesium mg
maharashtra india
mail email postal mailto recipient sends
mailto mail email
mainland island province regional
mainly mostly primarily particularly especially generally
maintain maintenance preserve persisted
maintained retained persisted kept maintenance
maintaining maintenance preserve persisted persistence
maintenance maintain
majority most
make produced made
maker making producer produced creator manufacturer
makers making manufacturer creator produced producer
makes made produced
making producing creating production made creation
malawi africa
malaya singapore asia hk
malayalam lang
malaysia singapore asia
malaysian singapore
maldives india
male gender
males gender individuals
mali africa
mall stores
malls stores
mammal squirrel
mammals pets
manage management managers administer administration organize
management managing managers administration leadership organization
manager management manage administration administer
managerial managers management managing leadership administration
managers management managing administration leadership organizations
manages management managers administer administration leadership
managing management managers administration administer organize
manchester london united
mandarin languages lang
mandate mandatory requiring imposed
mandated mandatory requiring imposed enforced
mandates mandatory
mandatory requiring necessary optional requirement optionally
maneuver moves
maneuvers moves
manhattan nyc york ny nycm city
manipulate manipulation control force
manipulated manipulation altering modifies
manipulating manipulation altering modifying modification
manipulation altering
manitoba province canada
mannheim berlin
manning qb
manpower jobs
manual manually automatic instruction
manually automatically automatic manual automated auto
manufacture manufacturer produced production company factory
manufactured manufacturer made produced constructed
manufacturer company brand industry corporation vendor
manufacturers industry companies brand products factory
manufactures manufacturer company brand products industry
manufacturing production manufacturer industry produced factory
manuscript document
manuscripts documents
many several few some most ones
maori nz
map mapping
mapped map
mapping map
mappings maps
maps mappings
marathon runner running runs
march september june january april month
margins layout
marine sea ocean
marino qb
marital relationship mutual partner
maritime fleet sea ship
mark marker
markdown markup
marked shown verified signed placed
marker marking watermark
markers marking
market marketplace economic sales business industry
marketed brand products advertised manufacturer
marketing business industry sales consumers customers
marketplace market
markets economic marketplace finance exchanges businesses
marking marker indicate markup
markings indicates marker
marks marker
markup markdown html formatting marking
marriage relationship
marriages relationships
marry propose
marseille paris france
maryland md state
masculine gender
mass massa
massa mass
massachusetts boston ma states
masses massa
massive large big larger largest small
master boss
mastercard card
mastered skill learning
mastery skill master
mat matrix
matching correspond
mateo francisco
material metal
maternal parent
mates partner
math mathematically numbers quantity calculate
mathematical math mathematically calculate numerical
mathematically math
mathematician math mathematically
mathematicians math mathematically
mathematics math mathematically numbers
matrices matrix
matt mattis
matthew mattis
max maximum maxmemory exceed highest min
maxi max
maxim max maximum maxmemory
maximal maximum max highest maxmemory
maximize optimization maximum max optimize minimize
maximum max maxmemory exceed highest minimum
maxmemory max maximum
may june april
maybe possibly probably likely potentially might
mayoral city
mb gb mbu mbps gigabytes megabytes
mba mbaqew
mbaaecgg mbaagjgg mbaqew
mbaagjgg mbaaecgg mbaqew ibag
mbaqew mbaagjgg mbaaecgg
mbps mb mbu
mbu mb mbps
mc mcp mcmaw mcygccs cm
mcc mc
mccann sammy
mcdonald mc
mcgill montreal
mcintosh macintosh mac apple
mcmaw mc mcp
mcp mc mcmaw mcygccs txp
mcqx mq mqr mzxqncy qix pq
mcvvmx vmxv mdmx
mcygccs egccs mcp mc
md mdau
mdash mdiz mdig mdgg
mdau mdiz md mdig mdba
mdba mdiz mdig mdgg mdmx mdau
mdgg mdig mdiz awgg mdba mdash
mdig mdgg mdiz mdba mdau mdash
mdiz mdgg mdig mdba mdau mdash
mdmx lmxl mcvvmx lmxld mdba vmxv
me everyone you
meal eating food consuming serving
meals food eating serving
meaning definition define term denotes
meanings definition define
means meant denotes
meant means
meantime eventually until
meanwhile however although also
measure measurement
measured measurement scale meter metrics calculated
measurement measuring scale metrics meter dimensions
measurements measured dimensions size width length
measures measurement metrics
measuring measurement meter metrics scale
meat food
mecklenburg nc
medical health
medicine health
mediterranean europe
medium size large small
meet met gather
meeting met gather
meetings gather
meets met gather
mega megaport
megabytes gigabytes bytes mb
megaport port
melbourne australia london au
melodic musical music
melodies musical music
melody musical music song
mem wem itmh mz mm
member membership joined users guest
members memberships group followers users joined
membership member enrolled subscription
memberships members subscriptions
memories remember
memory ram storage allocated
memphis tn davis
menace threat
menacing threat threatening
mental mind thinking mindful
mention referred
mentioned referred noted referenced
mentioning referring
mentions referred
merchandise products items purchases
merchant vendor
merchants vendor businesses marketplace customers
merely simply just
merge combines
merged combines
merger merged
mergers merges
merges combines
merging combines
mermaid sea
mesh surface
message send
messages conversations emails
messaging chat communicate communication conversations emails
messed incorrectly
messenger messaging chat
messengers messaging
messy clean cleanable
met meet gather
metallic metal
metals elements
meteorological weather
meter measuring measurement
meters units measurement measured
method approach
methodology methods approaches
methods approaches ways
metre meter units
metres meter units km
metric measurement measuring
metrics measuring measurement
metropolitan city
mexican mexico ethnicity nationality
mexico germany france country portugal
mf pf tf hf ef zf
mg mgla
mgla mg
mhag bquhag mz
mhp zhp
mhz frequency
mi mib tx
miami fl
mib miiekj miievg mi miicfj mime
mic voice recording audio
michael john
michigan mi state germany
microphone audio recording voice
microsoft windows software ms
mid middle
middle center upper
midlands london
midnight tomorrow
midtown central
midwest regional west
might could would maybe likely possibly
migrants migrations
migrate migration transferring
migrated migration moved transferred
migrating migration transferring
migration migrating transferring
migrations migrating transferring
migratory migrations migrating travel destination
miibij miiekj miiffj miicfj miievg
miicfj miiekj miiffj miibij miievg foqj
miiekj miicfj miiffj miievg miibij mib
miievg miiekj miicfj mib miibij mime
miiffj miicfj miiekj miibij miievg
miles distance km
military duty
millennia generations gen
million amount
millionaire rich
millions many
mime miievg mib
min minimum mini minimal lowest smallest
mind thinking mindful thought
minded thinking
mindful mind thinking
minds thinking mindful
mine my your
miners workers
mingled gather
mini min minimal smallest minimize small
miniature mini small smaller smallest
miniatures mini
minimal minimum min smallest shortest mini
minimize optimization minimum mini minimal optimize
minimum min lowest minimal smallest minimize
minions mini
miniseries series
minneapolis mn
minnesota mn nj
minor small
minorities ethnicity race
minority majority
minus negative
minute seconds timed
minutes seconds timed duration hour
mirror reflected
mirrored reflected
mirrors reflect
misconduct harassment
misleading false
missed skipped
missing absent skipped omitted gone incomplete
mississippi tn
missouri mo state
mist mistral
mistake incorrectly incorrect wrong
mistaken incorrect wrong incorrectly
mistakenly incorrectly
mistakes errors failures
misunderstanding understanding incorrect explanation
mixtape rap
mixture mix portions
mj sj rj cj ij tj
ml mld
mlb sports league teams
mld ml
mm mmww mem
mmww mm xwlw msmw lw
mn nj nh
mo nm
mobile phone android app responsive
mock testing
mocked testing
mod modal modalities modifier
modal modality modifier
modalities modifier modal
modality modal
modelled model
modelling models
moderate moderation
moderately relatively reasonably approximately roughly varies
moderator admins moderation
modernized futuristic
modification modifying altering modified changes improvements
modifications modifying changes altering modified improvements
modified modification modify revised edited changed
modifier modal modifies modalities
modifies modifier modification simplifies
modify modification altering change modified edit
modifying modification altering changing editing modified
modular modifier modalities
moines wa
moist wet
moisture wet water
mole molestie
mollusk crab
mom parent
momentarily temporarily quickly immediate immediately subsequently
mommy parent
monday tuesday sunday weekday wednesday saturday
mondays weekday tuesday sunday saturday daily
monetary currency dollars financial cents usd
money dollars rich financial monetary pay
mongo mongodb
mongodb mongo
mongolia asia
moniker nickname
monitor displays screens
monitored tracking watching
monitoring tracking detection
monitors displays screens
monmouth nj
monster boss
montana state
montenegro country portugal germany france
monterey ca
monterrey mexico
month monthly january june weeks year
monthly month weekly yearly
months weeks years monthly january june
montpellier france
montreal toronto canada france
mood affect
moods affect
mor morbi
more much most less many enough
moreover additionally therefore also
morning midnight nightly
mornings nightly
morocco africa
morris smith
mortality death
mortally fatal death
mortgage financial
moscow berlin
mosquito bugs
most many some mostly several every
mostly mainly primarily generally usually typically
mother parent
mothers parent
motif patterns
motifs patterns
motion moves
motionless continuously
motions moves
motivation encourage
motive purpose
motor engine
motorola phone mobile
motors engines
motorsport sports
motorsports sports
motqj foqj ljtj eqtjxak njyj jq
mountainous mountain
mounting attaching
mounts attaches
mouse cursor
mouth tongue face
mouthful chunk
mouths tongue
moved migrated
movement moving
movements moves activity
moves actions
movies actors
moving travel destination
mozambique africa
mozilla browser
mph speed fastest fast
mps mp
mq mqr req nq bq pq
mqr mq qr req nq jq
mr mre
mre ue
mrs ms
mrvzotx hrwczov
ms msg msmw mst microsoft
msg msmw ms mst bg ug
msmw msqw msg ms mst mmww
msqw msmw wq mq mqr wqk
mst msg ms msmw gmt fmt
mt mto mountain
mtzvd gzvdye
much more lot enough full
mud dirty
muddy dirty
multi multiple three four each individually
multicultural ethnicity
multilingual languages lang english
multimedia media audio
multinational foreign international
multiplayer servers
multiple multi three individually each several
multiplication multiplied multiplier operations compute calculate
multiplied multiplier calculate compute
multiplier multiplied
mum parent
mumbai india bangalore
munchen berlin frankfurt
munich berlin germany frankfurt
municipal city
municipalities city
municipality city
mural art
murals art artists
murder death kill fatal
murdered kill fatal death executed
murderer fatal kill
murdering kill death fatal
murderous kill fatal
murders death
murray smith
muscle body leg
muscles body
muscular body
music musical audio sound band rap
musica musical music instruments
musical music
musically music musical band artists
musician music musical instruments performing
musicians music instruments artists musical band
musik musical music
musique music
muslim religion
muslims religion
must requires necessary
mutant mutation
mutants mutation
mute silence
muted silence
mutual mutually together
mutually mutual together
mw mwj mwmz
mwj mw mwmz wj wjjl ltj
mwmz mwj mw mz wnhz mzgrzmffvb
my your their our
myanmar singapore asia
myapp app
myself yourself me self themselves everyone
mysore bangalore
myspace facebook blog
mysql sql database query
mysteries secrets
mysterious unknown unexpected
mysteriously suspicious
mystery unknown
mytag tagged tag untag aninterestingtag untagged
myths stories
mytoken token
mz amz rz mznp bz gz
mzgrzmffvb mz mwmz
mznp mz ztnpd
mzxqncy mq mz zq mqr sxqzrpdmumt
na naa nav nr ne ni
naa na aua nav raa oa
naas aua na saas nav raa
nacional mexico
nadu tnu tn
nah no yu
nairobi africa
naked bare
name nickname title
named renamed
namely specifically especially particularly
names titles
nameservers dns
namespace workspace
namespaces workspaces
namibia africa
naming renames
nancy jane
napoli portugal
narration voices
narrative stories
narratives stories
narrator voice
narrow wide width
narrower narrow wide smaller width larger
nasa space
nascar sports
nashville tn
nassau island
nasty dirty
nation country national america
nationalities ethnicity foreign american
nationality ethnicity american
nationally national globally
nations countries national africa
native natively
natively native locally
natives natively
naturalist nature
naturalized nationality
naturally natural
nature environment
nautical sea
nav na naa nv
naval fleet sea
navigate navigation
navigator navigation
navy fleet
nb pb eb xb yb bbb
nba sports teams
nbe nbefore nbeqs nfe nvbamt kube
nbefore nbe nfor nbeqs nfrom nfe
nbeqs nbe nbefore nfqqb nfe nq
nbm rhbm bfbm hnlbm bhbm
nbn nnb nn nfe nfs nb
nc sc tn north
ncaa sports
nd od bd gd nn nb
ne non na ni nin
near around located nearest where location
nearby near location nearest around located
nearer nearest near closer further
nearest distance near
nearing towards reaches
nearly roughly quite approximately relatively reasonably
necessary requires sufficient needed requirement mandatory
necessitated imposed requiring
necessity requiring necessary mandatory
neck head
nee nu
need request required want
needed required necessary requested provided
needing requesting wants desired required attempting
needs requires necessary wants requirement
negative positive minus
negatively negative minus positive
neglected ignored omitted absent missing
negligence liability
negotiate negotiation contract
negotiated negotiation contract agreement
negotiating negotiation contract
negotiation contract
negotiations contract agreement
negro black
neighborhood neighbors city
neighborhoods neighbors
neighboring nearest
neighbour neighbor
neighbourhood neighbors locality locally
neighbouring neighbors
neighbours neighbors
neither either both nor
nervously panic
net network netmask internet subnet
netflix streaming tv
netherlands amsterdam country germany europe portugal
netmask net
nets networks
netting net
network net connectivity subnet internet connections
networking net connectivity subnet communications internet
networks net connectivity nodes
neutrality neutral
neutron nucleus
nevada az nv state
never whenever ever when soon always
nevertheless therefore however although accordingly
new newly existing newest previously previous
newark nj
newborn birth
newcomer newly starter new
newer newest outdated latest versions older
newest latest newer recent newly new
newfound newly new
newfoundland province canada
newly new existing previously newest previous
news announcements
newscast reporter
newscasts news
newspaper news
newspapers news
newton force
next previous
nfe nfrom nbe nfs nnb nbefore
nfl sports teams
nfor nfs nbefore nfrom nfe
nfqqb uqb fxfqqb nq tufqb nbeqs
nfrom nfe nfor nbefore nfs
nfs nfor nfe gfs xfs nfrom
ng ngt nr
ngc ng
ngos organizations
ngt ng mst
nh mn
nhave nhtn nhuddze
nhl montreal sports
nhtn nhave nn nit
nhuddze nhave
ni nin nil nit nisl nn
nice awesome cool good
nicely properly reasonably
nickel metal cents
nickname name
nicknamed named
nifty nin nil nit ni
niger africa
nigeria africa country
nigerian africa
night midnight nightly dark
nightclub pub
nightfall sunset
nightly nights weekly daily weekday
nights nightly
nighttime nights dark sunset nightly
nil nit ni nin nifty nisl
nile river
nin ni nit nil nn nifty
nine eight ten six digit number
nineteen fifteen age
ninety digit
ninformation nin
ninth ten digit eight
nippon japanese
nisi nisl ni ansi
nisl nisi ni nin nit nil
nit nin nil ni nifty nisl
nix unix
nj ny mn njyj nyc
njyj jaj nvjj jakpj mj jy
nl nlb nlow nlo
nlb nl nlow nlo
nlo nl nlow uo nlb
nlow nl nlo nlb
nm mo
nme nmetadata
nn nin pn dn gn asn
nnb nbn nb nfe nvb nn
nnyvfval nvfzs nv nvnid
no yes not only
nobject nobr
nobody anyone everyone who whose
nobr fbrgdn nobject
nocturnal nights
nodes cluster networks
nof pf
noise noisy sound loudness loud silence
noises noisy sound loudness loud silence
noisy noise loudness loud
nokia phone mobile
nominally relatively reasonably
nominate candidate
nominated chosen
nomination candidate
nominations chosen candidate
nominee candidate
nominees candidate
non ne
none few many several two all
nonetheless however though yet although still
nonfiction books
noon midnight
nope no yes not yu
nor neither or
norfolk nh
normal normally
normally typically usually normal generally usual
north south east nw west nc
northampton nh
northbound east north
northeast north east south west location
northeastern north
northern north south regional region
northernmost north
northward north
northwards north
northwest west north central nw east
norway europe portugal canada country germany
nos noscript
nose face
not no only isn
notably particularly primarily specifically especially additionally
notation denoted syntax
noted mentioned
noteworthy featured
nothin nothing anything
nothing anything everything
noticing observed
notification notified notifying alert
notifications notified notifying alerts
notified notification notify alert email
notify notified notification alert
notifying notified notification messaging
notion concept
notions concepts definitions
nottingham london
noun term dictionary
nov january september
novel book
novelist author writing
novels books
november nov september january month march
now previously still currently
nowadays now
nowhere anywhere where location places located
np rn npm
npm npx num np
npx npm nx
nq nqh oq pq eq mq
nqh nq xhq qh aqh kqw
nr na sr rk rs ni
nrequest nrequire nresponse nreturn nruncmd
nrequire nresponse nrequest nreturn nruncmd
nresponse nrequire nreturns nrequest nruncmd
nreturn nresponse nrequest nrequire nruncmd
nreturns nresponse nrequest
nruncmd nreturn nresponse nrequest nrequire
ns nstate
nsearch opensearch
nstate ns
nsw australia nz uk
nt nthis nto nthe ntype ni
nthe nthis nt nto
nthis nt nto nthe ntype
nto nt nthis ntype nthe
ntype nthis nto nt
nu nuse num ni nn tu
nubjc yjc nvjj fmmjc hjc num
nuclear nucleus atomic
nuclei nucleus
nucleus atomic
null nullable
nullable null
num nu nuse nn npm nin
number digit numeric integer eight alphanumeric
numbered digit counting sequential counter
numbering increment
numbers numeric digits integers math
numeric numbers numerical digit alphanumeric decimal
numerical numeric calculating compute
numerous several many few various multiple
nun nunc
nuremberg berlin
nurse nightingale
nurses nightingale
nursing nightingale
nuse nu num
nusing nu num
nv ov dv gv vn hnv
nvb nvbamt nvbao ifbvb nvbaytal nnb
nvbamt nvb nvbao nvbaytal nbe
nvbao nvb nvbamt nvbaytal
nvbaytal nvbamt nvb nvbao
nvcm nv vcm vovm
nvfzs vz qhzv zzf nv nnyvfval
nvidia gpu gpus
nvjj vj njyj rj vjl rkj
nvnid svvnx nnyvfval
nw nwr north nwhm west
nwhm nw nwr
nwr nw nwhm
nx npx ctx bx ux gx
ny nyc york nj nycm nye
nyc york ny nycm city nj
nycm nyc york ny nye jm
nye nyou ny york nycm ue
nyou nye
nz australia uk
nzyit zt
oa oas oc od oo soa
oakland angeles
oas oa oc oci
oauth auth authorization authentication authenticate
oaxaca mexico
ob obj obbyefls
obbyefls ob
obey enforce comply
obeyed enforced comply
obfuscated obfuscation
obfuscation obfuscated
obj ob bj oj
objects bodies
obligation responsibility requiring
obligations responsibility mandatory
obligatory necessary optional optionally
obliged required
oboe instruments
obscured visibility visible opaque hidden transparent
observation observed experimental
observations observed
observe viewed inspecting detection detects
observed detection
observes watches viewed inspecting
observing watching monitoring viewed inspecting
obsolete outdated deprecated abandoned
obtain getting retrieving acquiring receive get
obtained result given created
obtaining getting acquiring retrieving receive arrive
obtrained train
obviously probably maybe possibly potentially
oc oa ov od yc oci
occasion events circumstances occurrence situations occurs
occasional frequent periodically frequently often
occasionally often frequently sometimes usually frequent
occasions circumstances situations times
occupation worker jobs
occupational worker
occupations jobs worker
occupying belonging
occur occurred occurrence
occurred occurs incident happened caused attempted
occurrence occurs pattern
occurrences occurs pattern
occurring occurs causing occurrence incident
occurs occurred occurrence caused
ocean sea
oceania nz continent pacific asia australia
oceanic ocean sea pacific
oceans sea
och vo
oci oc oedr od oas oa
oct octet nov september
october september march april january nov
octopus coral
od oa nd oc oedr xd
odds probability
odi odio
odt oci od
oedr od oci oa oc
oek oa
of for
off offud away poweroff
offer deal keys invite adds available
offered accepted adds available invite keys
offering accept deal adds available
offers adds deal keys accepted invite
offices businesses
officially official finalized
officials authorities
offline online unavailable
offspring descendants parent children child
offud off
often frequently sometimes usually typically frequent
oh um ah hm so
ohio state
oj ij mj ej yj tj
ok okm fine
okay ok fine okm
oklahoma ks
okm ok okta
okta okm
ol oa
old older age newer outdated oldest
older old age newer oldest
oldest older earliest old
olds older age
olivia jane
olympic sports
olympics sports
om oo haw hu
omit omitting
omitted excluding omit missing absent incomplete
omitting omit excluding without
on ons got
once frequently often whenever ever repeated
one two many three several multiple
ones several many some few each
oneself self yourself themselves individual own
onkx kxz ons rkckstx arxk
online offline available
only not just no
ons tos onkx on zs
onstage stage performing audience musical
ontario toronto canada province montreal
onward towards direction reaching forward
oo uo oyh oa wuo fo
opaque transparent visibility visible clear
open closed
openai openapi
openapi openai
opened closed
opener opening
opening closes launch
openly publicly
opens closes
opensearch nsearch
operate operation operational
operated operational dispatched performed operation
operates operational operation service
operatic musical
operating operational operation os
operation operate operational
operational operating operation
operations operate operators operational
operative operation
operators operations
opinion poll
opinions poll
opponent match
opponents matches participants teams
opportunities jobs
oppose against
opposed against
opposing against
opposite reverse backwards
opposition against
oppressive imposed
ops op
opted preferred selected chosen option
optics photography
optimal optimization optimize minimize efficiently minimum
optimization optimize minimize
optimize optimization efficiently minimize
optimized optimization efficiently efficient performance
option choose choices selected
optional optionally mandatory necessary
optionally optional mandatory necessary
options choices choose
oq nq aq pq eq req
or and nor either
oracle sql
oral tongue
orange color red yellow green blue
orchestra instruments musical band
orchestral musical music instruments composed
order reorder sort
ordered sorted reorder
ordering sort reorder
orders reorder sort
ordinary conventional
oregon state
org organizations orghs corp corporation
organ bodies
organisation organization management enterprises corp company
organisations organizations enterprises corp corporation companies
organise organize organization managing grouping
organised organize organization grouped
organising organize organization managing management managers
organism bio
organisms bio
organization org organize corp management corporation
organizational organization enterprises company management corp
organizations org enterprises corporation companies corp
organize organization grouping managing
organized organization grouped structure
organizer organize
organizers organize organization
organizes grouping organization
organizing organization grouping managing
organs bodies
orgasm sexual
orghs org organization
orient orientation rotated
oriental asia japanese
orientation rotated direction
oriented orientation rotated direction
origin originated
original originally
originally initially previously original from originated
originate origins
originated origin from originally
originates origin
originating origins from ancestors
origins originated
orlando fl
orleans angeles
orphaned abandoned
orthodoxy religion
os oss windows macintosh mac linux
oslo amsterdam
oss os mac macintosh ws
ostensibly essentially
ot otp
otago nz
other another additional else more aside
others some several many most
otherwise else hence
otp tp
ottawa toronto montreal
ou une de
oujqajc owjcu yjc
ounce oz
our we their my
ourselves themselves yourself self
ousted reassigned
out into
outbound inbound unbounded
outcome result success
outdated newer versions old expired
outdoor outside
outdoors outside
outer internal inside within
outfit suit
outfits styles
outgoing incoming sends
outlawed forbidden ban legal disallowed
outlook emails
output print
outputs inputs
outrageous unacceptable
outright explicitly
outside street
outskirts area
outta out into
outward within direction inside
ov nv dov oc hv oa
oval round circular shape
over overwritten overage
overage over
overall total entirely
overdose death
overhaul rebuilt rebuild cleanup modifications upgrades
overheard heard
overlapping overlap
overlooked mentioned
overnight midnight nightly hour
overridden overrides overwrite
override overridden overwrite overwritten modify modification
overrides overridden overwrite overwritten modification
overriding overridden overwrite
oversaw administer leadership manage
overseas foreign international country globally
overseeing administer administrators administration managing authority
overseen administer administration administrators administrative
oversees administer administrators administrative administration manage
oversized large larger size wide small
overture opus
overturned revoked
overview introduction summary
overwhelmed exhausted
overwhelmingly majority mostly
overwrite overwritten override overridden rewrite
overwritten overwrite override over
ow owm owjcu wo ox iaw
owe payments billed credit
owed payments paid pay incurred
owes pay payments
owjcu owm mwj oujqajc wj
owm owjcu
own ownership owner self
owned owner ownership
owner ownership owned
owners ownership owned manufacturer
ownership owner owned
owning ownership owner belonging
owns ownership owner
ox oxt
oxfordshire london
oxt ox
oxygen air
oyh oo yyyy xy xh yyz
pacific west
pack bag
package apt
packaged wrapped shipped delivery delivered
packages apt
packard hp
packed shipped delivered wrapped
packet tcp protocol
packets tcp
packs bag
padded pad
paddington london
page homepage landingpage paginated pagent
paged pagent paginated pid
pagent paged
pages paginate
paginate pagination paging
paginated pagination paging
paginating pagination paging
pagination paginating paging
paging paginating pagination
paid pay payment charged billed free
paint art
painted art color black
painter artists art
painters artists art
painting art artists
paintings art artists images
paints art
pair together
paired matched connect together
pairing together matched
pakistan india australia asia country
panama mexico
panicked panic
paper papertrail sheet document print
paperback book
papers documents
paperwork documents documentation
par parse
para param parameter
paragraph sentence
paraguay mexico
parallel concurrent
parameter variable params
parameters params
params parameters
parcel postal delivery
parent child family
parental parent
parents family children
paris france angeles europe
parisian paris france
parma helsinki
parsing syntax
part piece portion involved partially whole
partial partially
partially partial part fully completely
participant person
participants individuals audience people
participate participants join
participated participant involved joined
participates participants role activity
participating contributing joined involved participant submissions
participation participants
particular specific particularly various
particularly especially specifically mainly namely primarily
parties political
parting separated leaving
partisan political parties
partly partially mostly mainly primarily completely
partner relationship collaborator
partnered collaborator linked
partnering collaborator collaborate
partners collaborator relationship together
partnership partner collaborator collaborate
partnerships partner collaborate collaborator
parts components piece portions whole
pasadena angeles
paso tx
pass passthrough
passed through passthrough
passes passthrough
passing passthrough
passthrough passing
password login authentication auth
passwords authentication logins
past before history
paste copy insert copied
paternal parent
path pathlib route
pathlib path
paths routes pathlib
patiently waits
patrick pat
patriots pat
pattern occurrence
patterns occurrence
pause stopping resuming
paused resuming stopped
pausing resuming
paw pet doggie
paws pets doggie
pay paid payment dollars
paying paid payment charged dollars billed
payment pay paid billing purchasing transaction
payments pay billing transaction paid
pays paid payment
pb nb eb bbb xb hb
pc computer windows platform os console
pcs pc computer platforms
pct gpt vrt
pdf document
pdfs document
pe ped pem
ped pe pem pid
pedestrian person
pedestrians people
pediatric children
peered viewed
pem pe ped
pen write
penal penalty penalize
penalize penalty
penalties penalize
penalty penalize
penang singapore
pending unconfirmed status available requested
penn pa
penned written authored write writable
pennsylvania pa states
penny cents
pensacola fl
penultimate final last
people persons individuals workers participants human
peoples persons individuals everyone
per total
perceive visual vision
percent percentage percentile half
percentage percent percentile
percentile percentage percent
perception vision visual
percussion instruments ornare
perfectly properly fully
performance slower efficient performs speed efficiently
performances performing
performer performing participant
performers performing artists musical actors
performs performance
perhaps maybe possibly probably likely potentially
perimeter length
period cycle
periodical periodic
periodically recurring frequently continuously frequent weekly
peripheral device
permalink urls rewrite
permanent permanently temporary persistent
permanently permanent persistent persisted temporarily
permission privileges authorization access allowing
permissions authorizations privileges
permits regulations restrictions licenses
permitted allowed able forbidden acceptable restricted
permitting facilitate allowing permits
persian lang
persist persistent persistence permanently preserve
persisted persistent persistence preserve maintain permanently
persistence persistent persist preserve
persistent persistence persist permanently permanent
person someone human individual participant people
persona character
personnel workers persons managers individuals
persons individuals people human someone
perspective vision view
persuade encourage
perth australia
pest bugs
pet dog cat doggie
petals flowers
petite mini small
pets dog cat doggie petstore
petstore pets
peyton qb
pf hf mf tf kf pk
pg postgre gp gs pgbouncer ggz
pgbouncer pg
phase phasellus
phasellus phase
phases phasellus
phenomenon occurs
philadelphia city boston pa
philippe claude
philippines asia singapore
phoenix az
phone telephone mobile calling caller device
phones telephone devices mobile callers
photo picture image photography
photograph photo image photography picture vision
photographed photo picture image photography
photographer photography photo
photographers photography
photographic photography photo images
photographs photography images photo
photography photo images
photon light
photos images photography jpeg picture jpg
phrase sentence statement
phrases keywords sentence words
physically physical
physician doc
physicians doc
physics newton
pi pid pii
pianist musical
piano musical music instruments
pic picture photo image
pick choose choice chosen decide selected
picked chosen selected choose choice selection
picking selection chosen choose choice selecting
picks chosen selects choose selection choice
pickup pick
picture photo image graphic gif jpg
pictured photo image shown graphic
pictures images photo graphic jpg photography
pid pii ped guid paged uid
piece part
pieces parts portions items chunks
pigment color
pii pid
pile heap
piles dumps
pilot plane flight
piloted flight landing plane
pilots planes flight
pin pinned
pine tree
pines trees
pink color red blue black white
pinned pin
pinning pin
pins pinned connectors
pipe pipelines
pipes pipelines
piracy copyright
pittsburgh montreal boston
pity sad
pixels images resolution
pizza food
pjde pkxlartj pqot
pk kk qk gk rk xk
pkxlartj pjde eqtjxak
place location located anywhere where position
placed assigned attached located submitted marked
placement placing position
places locations anywhere where located sites
placing position
plagued encountered
plain plaintext
plaintext text plain
plaintiffs cases
plane flight
planes flight
planned plans upcoming
planner plans
planning plans
plans intend
plant leaf leaves
planted seed
planting seed
plants leaves trees leaf flowers
plastic metal
plate platea
plates platea
platform pc os linux
platforms pc
plausible possible
playable playing
playback audio streaming
player plays someone person
players plays teams
playful playing
playhouse playground
pleas please
pleasant friendly
pleased happy
pleasing beauty
plenty several many few some most
plug plugin connector
plumbing pipelines sink drain
plus also additionally and
pm pmn
pmn pn dn nn xn nin
pmti jti
pmtz qtz
pn nn pmn dn gn fn
png jpg image jpeg graphic
po posuere
poem verse
poetic beauty
poetry verse
pointedly explicitly
pointer pointing cursor
pointing pointer
poised prepared
poisonous harmful
poker cards
pol political
poland germany europe france
police authorities enforcement
policies enforced regulation
policing enforcement authorities
policy enforced regulation
polite friendly
political parties
politically political
politician political candidate
politicians political
politics political
poll choose
pomeranian dog doggie pet
pondered thinking
ponytail tail
pool swimming
pooling swimming
pools swimming
poorer rich
poorly bad
pop popxd
popular popularity
popularity popular
popularized popular
popularly commonly popular
population populated
populations populated individuals
populous populated
popxd sxd
porn sexual
pornographic sexual
pornography sexual
port megaport
portfolio asset
portion chunk part half whole
portions chunks parts
portland city boston
porto portugal
portray acting
portrayal acting character
portraying representing acting describing
portrays acting representing
portugal france germany country europe mexico
portuguese portugal
position placing
positioned placing
positioning placing
positions placing moves
positive negative
positively positive negative
possession ownership
possessions assets property belonging ownership
possibilities possible
possibility potentially possible unlikely likely possibly
possible could unlikely possibly likely potentially
possibly maybe probably likely potentially possible
postage postal stamp mail envelope
postal mail delivery envelope deliver
posted submitted
postgre postgresql pg
postgres postgresql pg
postgresql postgres
posting submissions
postmaster postal mail envelope
postponed delayed canceled cancelled
posts submissions content answers
potassium ki
potentially possibly likely probably maybe unlikely
potomac dc
potsdam berlin
pouch bag
pound lb weight currency
pounder lb
pounds weight lb amount
power energy
powered energy
powerful power strong ability
poweroff shutdown off
poznan berlin
pq bq pqe nq aq pqot
pqe pq pqot qqg eqqd bq
pqot pq pqe qqg bq pjde
pr pra
pra pr
practical useful
practically reasonably relatively roughly
practice tips learn
practiced performing
practised practices
practitioner professional
pradesh india
prague berlin
praise blessed
praised evaluation
prayer religion
prc hk
pre prev preset preflight precondition pretium
preaching religion
preallocate prefill
precautions safety safely protection protecting prevent
preceded begins beginning
precedence priority
preceding subsequent
precise precision accuracy
precisely exactly necessarily
precision accuracy decimal
precondition predefined pre
preconfigured configure config configurable configuration preset
predecessor subsequent
predecessors subsequent
predefined presets precondition
predictable predicted
prediction predicted
predictions predicted
predominantly primarily mainly majority mostly exclusively
preface introduction
prefecture province
prefer preferred rather preference
preference preferred choice prefer choose
preferences settings
preferred prefer preference choose recommended suggested
preferring preference prefer favor
prefers preference preferred favor
prefill preallocate preset presigned pre
prefix suffix
prefixed suffix
prefixes suffix slashes
preflight pre flight
prem pre
prematurely immediate
premiership league united
preoccupied focused
prep pre
preparation prepared
preparations prepared
preparatory advance
prepare preparation
prepared preparation
prepares preparation
preparing preparation
presentation presented
presentations presented
presented presentation described demonstrates showing shown
presenting presentation
presently currently
presents gift
preservation preserve storing persistence
preserve persisted maintain remain keep persistence
preserved remains persisted intact retained kept
preserves maintain
preserving persisted
preset pre set prev prefill predefined
presets set predefined pre
presidential candidate
presigned unassigned preset prefill
press click
pressed button pushed
pressing button
pressured forced
presumably likely probably potentially normally essentially
presumed assumed
pretium pre
pretoria africa
pretty beauty looks
prev pre preset
prevailed won
prevalent commonly frequent popular common popularity
prevent avoid protecting restrict suppress stopping
prevented stopping avoid suppression protecting restrict
preventing avoid protecting restrict stopping allowing
prevention prevent avoid protecting protection
prevents protecting protection restrict avoid allowing
preview viewer viewing
previewing viewer viewing
previews viewer viewing
previous previously next recent newly new
previously previous recently currently originally newly
pri pr
price cost sale purchase usd amount
priced cost expensive cheapest discounted sale
prices cost sale usd cheapest
pricing costs discount sale purchasing rates
primaries candidate
primarily mainly mostly generally typically usually
primary secondary
principal authority
principally primarily mainly generally typically
principals administrators authority administrative
print output
printer print
printers print
priority precedence importance
pristine cleanable
privacy private confidential security public
private privacy public publicly confidential
privateer fleet
privately private publicly public privacy
privilege rights permission
privileges permissions administrator admins authorizations
prize winning won win
pro prod proj professional
probability randomly
probable likely unlikely potentially certain whether
probably maybe likely possibly potentially
probe inspecting
probing inspecting analyze
problem issue solution unable fix
problematic issues problems unacceptable
problems issues fixes errors
proceed continue
proceeded proceed subsequently initiated began accordingly
proceeding proceed initiated
processed produced
processor cpu cpus intel hardware cores
processors cpus cpu intel cores hardware
procurement supplying
prod pro
produce produceconsume production producer
produceconsume produce
produced production producer making generated made
producer produced production making
producers producing production making
produces production producer make generates creates
producing production making producer generated creates
product item purchase device
production producing producer making industry sales
productions producer producing
productive efficient lazy
products companies purchases items factory marketing
profession professional jobs worker
professional pro
professionally professional
professionals experts
professions jobs professional
proficiency skills
proficient skill
profit sales business
profitable business economic sales rich
profits business sales economic production investment
profoundly extremely
program programming software code python programmatic
programmatic programmatically program scripting
programmatically programmatic
programme program
programmed program coding
programmer programming developers coding program
programmers programming developers coding
programmes program
programming program coding software python java
programs software programming applications apps
progress status
progressed advanced developed
progresses advances develop
progressing proceed transition
prohibit restrict ban forbidden allow restrictions
prohibited forbidden permitted restricted allowed restrictions
prohibiting restricting enforced ban forbidden allowing
prohibits restrictions allow forbidden restricting disallowed
proj pro cj bj rj thj
projects tasks
prologue beginning begins initial introduction intro
prolonged duration longer
prominent popularity popular
promo promotion discount
promote promotion encourage
promoted promotion
promotes promotion marketing
promoting promotion advertise encourage
promotion promote marketing
promotional promotion promote marketing
promotions promote
prompted requesting initiated
promptly immediately quickly fast immediate faster
proof evidence verify
propelled pushes
proper properly
properly correctly proper incorrectly effectively fully
proportion proportional ratio percentage quantity percent
proportional ratio
proportions proportional ratio percentage portion quantity
proposal proposed
proposals proposed
proposed suggestion suggested
proposition statement implies
proprietor corporation llc business enterprises
propulsion engines
prose writing
prosecuted trial
prosecution trial
prosecutor judge
prosecutors judge
prosperity economic rich
prosperous rich
protagonist character
protagonists characters
protect protection prevent secure security securely
protected protection secure unprotected security securely
protecting protection security secure preventing safety
protection protecting security safety secure prevents
protections protecting security enforcement secure prevents
protective protection protect safety
protector protection protecting
protects protection prevents security secure
proto protobuf
protocol communications packet communicate tcp
prove proof showing verify demonstrate
proved proof showing result
proven proof
proves proof verify evidence claim showing
provide supplying
provided given required gives requested needed
providence island
provider carriers
providers services carriers
provides supplying
providing giving supplying
province canada
provinces regions regional
provincial province regional canada toronto
proving proof showing verify
provisions restrictions regulations policies enforced
provoked triggering threatening
prowess ability skill
proximity distance nearest closer
prussia germany berlin
ps hm
psalms verse
pseudonym anonymous nickname
pt ptr
ptr pt docr
pts pt
pub pubsub
public publicly private privacy
publication publishing publishable authored
publications publishing
publicity marketing media announcements promote
publicly public private
publish publishable
publishable publish writable
published written authored
publisher publishing
publishers publishing
publishes publishable
publishing publishable
pubs pubsub
pubsub pub
puddle wet water
puget wa
pull push grab
pulled getting get stuck
pulling grab pushing
pulls grab
pulsing surge
pumpkin squash
punched kicked hit
punctuation commas
punish penalize
punished executed penalty
punishment penalize
punjab india
punt kick
pup dog doggie pet
puppy dog doggie pet
purchase sale acquiring payment price product
purchased sold sale received
purchases sale payment store products acquiring
purchasing sale acquiring payment pricing
purely completely entirely exclusively necessarily
purge cleanup rid
purged cleanup deleting deletion remove rid
purple color blue black red green
purpose useful uses reasons
purposes useful uses reasons
purse bag
push pull
pushed pull forced
pushes force pull
pushing pull
putting put placing
puzzled confused
pw qw gw bw lw rw
pwl qwl rwl pw dwlt
py qy fy gy python ay
python py program programming
pz bz qz rz kz fz
qa qs caa qza ql
qam qmd vram qx qwu qvexwm
qc qcl qcmaaw qqg pq qwl
qcl qc ql qcmaaw kql qg
qcmaaw qc qcl
qdf qmd qfak
qfak qk qkbg qyfi fqk qw
qg qqg qkbg ql qsgt qt
qgp bgp qg qwl qqg
qh xhq aqh nqh bh kh
qhzv qyz qz zq qh zkyvjl
qi qix qc qqg
qin qix zxqi qc
qix qx qxd zxqi mcqx qwx
qk qkbg pk qfak kk rk
qkbg qg qk qqg qfak fbqg
ql qcl qg kql qx qqg
qmd qam qwu qxd qdf qx
qqg qg pqe pq kql qkbg
qr qt mqr ql qg qqg
qs qqg qg qa qx qt
qsgt qg qt qyfi qqg qy
qsxgvop qx qxd qvexwm qqg qg
qt qr qwl qg qqg qsgt
qtz qz pmtz qyz qhzv qza
qu qc qqg aq qs qt
quad square
qualification qualified eligible eligibility degree
qualifications qualified requirements eligible eligibility
qualified eligible
qualifiers qualified
qualify eligible eligibility qualified
qualifying eligibility eligible qualified
qualities characteristics skills
quality reliable
quan quantization qqg pq yqq
quantitative statistics quantity math measuring mathematically
quantities units
quantity amount supply inventory units math
quarrel conflict
quarter round half
quarterback qb
quarterfinal matches
quarterfinals matches
quebec montreal province canada toronto france
queensland australia nz
queer sexual
queried queries
queries sql queried
query sql select mysql
querying sql
question answer asked
questioned asked answered
questioning asking
questions asking
qui quis
quick quickly fast
quicker faster slower fastest quickly fast
quickly fast fastest quick faster immediately
quiet loud silence noisy noise loudness
quieter loud loudness noisy noise silence
quietly silence
quintet group
quis quisque
quisque quis
quit stop leave stopping stay continue
quite very extremely
quiver bow
quiz questions test
quo quot
qvexwm qwx qx qxd qsxgvop bmvex
qw qwx qh pw kqw qwl
qwbbso qw
qwl pwl qt qw rwl qwu
qwrbd qxd qt qkbg qwl qyfi
qwu qw qwl qmd qyfi qc
qwx qx qw qvexwm qxd qhzv
qx qxd qwx qix qvexwm qsxgvop
qxd qx qwx qsxgvop qwrbd qvexwm
qy qyfi py qyz qw fy
qyfi qy qfak qsgt qt qx
qymba qza qqg qg qwu qx
qyz qz qhzv qy qza pz
qz qyz qhzv pz rz zz
qza qz qyz qy qymba zhmza
ra raa ro
raa aua naa
rabbit squirrel
rabbits squirrel
race ethnicity
racers race
races ethnicity
racetrack track
racial race ethnicity black white color
racing track running runner
racism race
racist race ethnicity
radial circular
radiant sun
radiated emitted
radiating emitted
radiation emitted
radio fm channel
radios channels
radius circular
raid disks
rail guardrail
railing guardrail
railroad train
rails ruby
railway train
railways train
rain wet weather water
rained wet water
raining weather wet
rains wet weather water
rainy wet weather
raise increase
raises increase
raja jj
rajasthan bangalore
rake ruby
raleigh nc
ralph bob
ram memory hardware
ran run running runner
random randomly randomness
randomly random randomness probability
randomness random randomly deterministic deterministically
range distance
rank reranker reranking
ranked reranker reranking
ranking reranking reranker
rankings reranking reranker
ranks reranker reranking
rap music
rape sexual
rapid quickly fast fastest immediate faster
rapidly quickly fast faster fastest slow
rapids river
rapper rap
rappers rap artists
rare common
rarely often frequently usually typically sometimes
ras ti
rat squirrel pet
rate ratelimit
ratelimit rate
rates pricing ratelimit
rather instead prefer than better
ratification approval
rating score
ratings reviews
ratio fraction proportional
ratios proportional fraction
rats pets
rattle snake
rattling noise
ravine mountain
rd rdma rdb rr
rdb rd rdma nb eb pb
rdma rd rdb bma
re rel req retries res
reaches bounds
reacted reaction
reacting reaction
reactivated inactive activated deactivated active
reacts reaction
read reader readable readwrite readonly
readable editable writable read readonly
reader reads readwrite readonly
readers reads
reading reader writing books readwrite readonly
readings reader
readonly reads reader readable
reads reader readwrite readonly writes
readwrite reads write reader
ready done available
real actual
realistic real
reality real
realize aware
really actually true actual
reappeared appearing restored returned
rear front back
reason why cause because explanation purpose
reasonable reasonably
reasonably relatively roughly highly approximately reasonable
reasoning logic logical inference argument explanation
reasons cause why because purposes justification
reassign revert
reassure ensuring
reassuring worry
reboot restarted refresh reset resetting unable
rebranded renamed brand
rebuild rebuilt build regenerate
rebuilding rebuilt
rebuilds rebuilt builds
rebuilt rebuild built constructed regenerate
recall remember memory
recalling remember memory
recapture captured
recaptured captured reclaim
receive getting delivered sending arrive obtain
received sent shipped delivered supplied sending
receiver receiving
receives recipient sends accepts
receiving recipient sends giving
recent recently newest latest previously previous
recently recent previously yesterday newer latest
reception radio communications
receptionist office assistant
recipe make
recipes food
recipient receiving mail sender email exchanging
recipients mail receives emails senders
reciprocal fraction ratio
reclaimed collected
reclamation reclaim
recognise recognize recognition identifying identified detected
recognised recognize acknowledged marked identified
recognition recognize classification detection identifying classify
recognizable recognize recognition identified identifiable identifying
recognize recognition identifying identified identification detected
recognized identified detected identify marked
recognizes recognition detects
recognizing recognition identifying detection detects classify
recommend recommendation suggest suggestion
recommendation recommend suggest suggestion
recommendations recommend suggest suggestion
recommended suggested recommendation suitable preferred
recommends recommendation suggest
reconstruction rebuilt recovery recover
recorder recording audio
recording capture audio
recordings audio
recover recovery recoverable restore
recoverable recover recovery irreversible restore
recovered recoverable recovery restored retrieve retrive
recovering recovery recoverable restore
recovery recover recoverable
recreated restored rebuilt reused cloned replaced
recreation activities
recreational activities
rectangular square
recurring periodically repeat frequent
recursive recursively iteration
recursively recursive
recycle reuse
recycled reused
recycling reuse
red color blue green yellow black
redacted unredacted
reddish red color blue green yellow
redesign modifications customizing improvements
redesignated reassigned renamed
redesigned modification rebuilt replacing
redeveloped rebuilt
redhead red
redis red
rediscovered discovered
redistribution distribute
reduce decrease lowered simplified
reduced decrease lowered simplified
reduces decrease lowered
reducing decrease lowered
reduction reduced decrease
reductions reduced
reef coral ocean
reefs coral
reelection candidate
refer referring reference
referee ref
referees refs
reference refer referring source
referenced referring refer mentioned linked
references sources refer citation
referencing referring refer linking
referred refer referenced mentioned
referring referencing refer mentioning
refers referring referencing denotes describes specifies
reflection reflected
reflections reflected
reflective reflect
refresh reboot restart updating cached resets
refreshed restarted reboot
refurbished restored rebuilt
refurbishment rebuilt
refusal rejecting denied rejection deny
refuse refusal reject deny
refused refusal rejected denied declined forbidden
refuses refusal rejecting denied attempts
refusing refusal rejecting deny
reg regex regular
regain recover reclaim
regained recover restored reclaim recovery recoverable
regaining recover recovery reclaim
regarded considered
regarding about
regenerate rebuild rebuilt
regeneration regenerate
regimes countries
region regional area continent location
regional regions local geographical localized continent
regions regional areas zones geographical continent
register registration unregistered registries registrar
registered registration unregistered entered enrolled registries
registering registration unregistered registries
registers registration
registrar register registries
registration registering unregistered registries
registries registration registering registrar
regular standard
regularly frequently often periodically daily frequent
regulate regulation regulatory enforced policy
regulated regulation regulatory enforced
regulates regulatory regulation
regulating regulation regulatory enforced policies enforcement
regulation regulatory policies enforced
regulations regulatory permits compliance restrictions enforcement
regulators regulation regulatory
regulatory regulation
rehab recovery
rehabilitation recovery
rehearsal performing
rehearsals performing staging
reich germany
reinforce encourage
reins restore resetting reset reboot recover
reinstated recover
reintroduced retries reused
reissued restored released unchanged
reject rejection accepts refusal deny approve
rejected rejection declined denied refusal accept
rejecting rejection refusal deny
rejection rejecting refusal
rejects rejection accepts
rejoined joined
rel re rl vel req frl
relate relationship
related associated
relates relation
relating relation relationship corresponding
relation relationship corresponding
relational relations relationships schema
relations relationships
relationship relation partner
relationships relation
relatively reasonably roughly approximately generally
relatives family ancestors parent
relaunched restored resumed restart
relax calm
release versions
released download version
releases versions
releasing issuing freed
relevance implications
relevant important
reliability reliable failures
reliable reliability consistent consistency trusted failure
relic artifact
relics artifact
relied rely
religious religion
relocate move migrating
relocated moved migrated
relocating moving migrating
relocation moving migrating migration
relying utilizing
remain stay leave retained preserve persisted
remained maintained kept retained persisted preserved
remaining leaving total
remains preserved intact
remake modification
remark statement
remarkably reasonably
remarked commented
rematch match
remembering memory
remembers memory
reminded remember
reminding reminders
reminiscent similar
remnants remains
remodeled rebuilt
remote ssh
remotely remote ssh
removal removing detach purged rid deleting
remove delete deletion rid uninstalls replace
removed deleted gone deletion declined
removes rid detach deleting discard deletion
removing deleting deletion rid uninstalls detach
renamed named
rendered displaying
renew renewal
renewal renewed
renewed renewal canceled cancelled
renovated rebuilt rebuild
renovation rebuilt
renovations rebuilt
rent tenant
rental tenant
rented tenant
rents tenant
reopened closed opened restarted
reorder order sort
reorganized merged
rep repo paid
repair maintenance replaced fix broken rebuilt
repaired replaced broken rebuilt
repairing maintenance broken replacing rebuilt
repairs maintenance rebuilt rebuilds
repay payments pay
repeat recurring
repeated reused duplicates once recurring
repeatedly repeating frequently frequent often once
repeating recurring
repeats recurring duplicates
repetition repeating iterations recurring occurrence
repetitive repeating recurring frequent
replace replacement substitute substitution remove alter
replaced replacement unchanged broken changing reverted
replacement replacing substitute
replacements replacing substitute
replaces replacement substitute modifying altering changing
replacing replacement substitute changing modifying altering
replica replicating replication clone copies
replicas replicating replication copies
replicate replication replica clone
replicating replica replication clone
replication replicating replica distributed
replied reply answered respond commented message
replies respond answered responses commented
reply respond answered response commented
repo repository
reported commented
repositories repo github
repository repo apt
representation representing
representations representing
representative represented
representatives members
represented representation corresponds representative
representing representation
represents denotes representation indicates
reprinted published
reprised resumed
reproduced replicate
reptiles snake
republican political
republicans political
republished published
reputation rank
req mq eq nq pq oq
request needing requester available required supplied
requested required added invited needing available
requester requests
requesting needing requester required prompted available
requests requester needing seeks
require requirement mandatory necessary
required needed necessary requirement requested provided
requirement requires necessary mandatory criteria specified
requirements requires criteria
requires requirement necessary mandatory needs must
requiring mandatory necessary requirement imposed needing
reranker reranking ranking
reranking reranker ranking
res resp re
rescued recover
research findings
researcher research
researchers research
researches findings
researching searches
resemblance similarity similar
resemble similar similarity
resembled similarity
resembles similar similarity unlike
resend append
reservation reserve
reserved restricted
reset resetting restart reboot restore refresh
resetchannels allchannels channels
resets resetting restart restores reboot refresh
resetting reset restart reboot restore
resided lived
residence resides
residences resides home
resident resides
residential home
resides located location
resign leave
resigned leaving
resigning leaving
resize scaled larger
resized scaled
resizing scaled
resolution pixels
resolved fixed
resolving resolution
resource links
resp res
respective respectively
respectively respective
respond response reply answered comment
responded reply response answered commented
responding response replies answered
responds response replies answered
response responds reply answers
responses responding replies answers
responsibilities responsible role
responsibility responsible
responsible responsibility
responsive mobile
restart reboot reset resetting refresh resuming
restarted reboot reset resetting refresh unable
restaurant food
restaurants food
rested exhausted
restoration restored rebuilt
restore recover resetting recoverable reset
restored returned reverted recoverable recover
restores resets backups recover
restoring recover recoverable
restrain enforcement restrict threatening
restrained forced
restrict restriction limiting allow preventing deny
restricted restrictions limited restrictive forbidden permitted
restricting restriction limiting allowing limitation preventing
restriction restricting restrictive allowing limitation limiting
restrictions restricting limitations restrictive regulations allowing
restrictive restrictions restricted imposed
restricts restriction limiting allowing restrictive preventing
result outcome obtained succeeds
resulted succeeded caused won obtained outcome
resulting outcome
results findings outcome success
resuming paused restart
retail sales store customers
retailer store sales purchasing customers
retailers stores sales purchases
retain retention
retained kept remain maintained preserved retention
retaining retention preserve maintain remain reclaim
retains holds preserved keeps
retention retain
retirement retired
retiring leaving
retorted replies
retracted retried reverted
retreating away
retribution redemption
retried retrive retrying
retries re retried
retrieval searching retrieves
retrieve retriever obtain retrive fetching returning
retrieved obtain retriever fetching stored
retriever retrieve
retrieves retriever fetches obtain retrieval
retrieving obtain fetching retriever retrive returning
retrive retried retrieving retrying
retry retried retrive
retrying retried retrive
returned restored received
returning retrieving
reunification merge
reusable reuse
reuse reusable recycle
reused reusable repeated
rev reverse revert reversal
reveal secret hidden
revealed hidden
revealing hidden expose secret confidential
reveals secrets
revenue sales tax business
revenues sales business
reversal reverse revert backwards
reverse reversal backwards revert direction turn
reversed backwards reversal revert turned
reverses reversal backwards revert
revert reverse revoke reassign reversal rollback
reverted changed reversed restored unchanged replaced
review feedback
reviewed approved
reviewer review
reviewers review
reviews feedback
revised modified revision unchanged modification
revision revised
revisited revised
revive regenerate
revived restored cleared preserved
revocation revoke
revoke revocation revert
revoked revocation reverted
revokes revocation revert
revolving rotated circular
rewarded paid credited
reworked modifications unchanged reverted modify rebuilt
rewrite overwrite permalink
rf rfe radio fm
rgcllj rkj rllv rj ltj
rh gh qh bh fh kh
rhbm bhbm nbm hnlbm bfbm rhd
rhd vhdx rhbm ihdp rh
rhode ri
rhodesia africa
rican ethnicity
richer rich
richest rich
rid remove purge kill delete clean
right correct correctly wrong
rigid flexible
rip sad
rise raise
rises high
risk dangerous safety
risking dangerous protect safely protection
risks dangerous safety
risky safe dangerous safely
rivalry conflict
rj rkj cj ltj mj ej
rk rkj gk kk pk qk
rkckstx rxp rk onkx rkj
rkj rj rk rgcllj jakpj nvjj
rl rel drl rllv rw ql
rllv rgcllj rl lv rw srv
rm rmt
rmt rm
rn nr np
road street route traffic path
roads street traffic paths
roadside traffic street
roadway street traffic
robe robem
robes robem
robot ai
robotic robot ai machine
robotics robot
robots ai
rochester york
rock music
rodents pets squirrel
rodgers qb
roi investment
role leadership acting behalf involved
roles leadership
roll rollup rollout rollback
rollback rollout rollup roll revert
rolled rollup rollout wrapped
roller rolling
rolling rollup rollout rollback
rollout rollup rollback roll
rolls rollup rollout
rollup rollout roll rollback
romance affectionate sexual
romania europe
romanized latin
room inside floor
roses flowers
roster teams members
rotate orientation
rotated orientation
rotating orientation turn
rotation rotated orientation
rotational rotated orientation
rotterdam amsterdam
rough soft
roughly approximately reasonably relatively varies estimated
round shape
rounded flat shape
rounding decimal precision
route gateway path
router networking
routers networking
routes paths destinations gateways
routinely often frequently commonly typically usually
routing gateway
row table
rows table column
royalties copyright
rp rps rxp rpc tnp fp
rpc rp
rps rp rxp
rq rqc rr qc
rqc rq rr
rr rrwup rd rrkkn rq rqc
rrkkn rrwup rr rkj rk
rrwup rrkkn rr rp rxp
rs rsa nr ss
rsa rs
rsyslog logs syslog logging logprob
rt rtrnrfl ts
rtrnrfl rt
ru rut rutrum ruzn
rubbing sticky touch
rubbish garbage trash
ruby rails
rugby sports
ruin destroying destruction destructive
ruined destroyed
ruining destroying
ruler measurement measuring
run running ran runner
runner running runs ran track
runners running runs ran
running runs runner ran
runs running ran runner
rus ru
rushed slow
rushing runner
russia countries germany canada france asia
russian japanese
rustling leaves
rut ru ruzn rutrum
rutrum ru rut ruzn
ruzn rut ru rz jzn fzn
rv rvp rvj rvvp
rvj rv rj rvp rvvp ltj
rvp rvvp rv rvj rp
rvvp rvp rv rvj lv
rw rwl rh uw lw rl
rwanda africa
rwl rw pwl qwl
rxp rp rps rkckstx nx lxgx
rxx rl rxp
ry ryd rytj
ryd rytj
rytj ryd ljtj rj rkj jakpj
rz zz cz lz bz gz
sa saas sg sc
saas sa cras sca naas
sabah singapore
sacramento ca angeles san
sadly sad
sadness sad
safari browser
safe safely safety dangerous secure
safeguard protecting protection secure securely ensuring
safely safe safety dangerous secure protection
safer safe safely safety dangerous protecting
safety safely safe dangerous protection protecting
sahara africa
saharan africa
said say
sail ship
sailors fleet
saint st
salad food
sale purchase price sold
sales business marketing purchasing production
salesman sales
saliva tongue
salvage rebuilt rebuild
sam sammy
samsung mobile phone android tv
samurai japanese
san sf ca angeles
sanctioned imposed enforced
sang song
sank sink
sao eaao
sap sapien
sas cs
saskatchewan province canada
saskatoon toronto province
satisfaction success satisfy fulfill
satisfied fulfilled satisfy happy completes successful
satisfy fulfill
satisfying fulfill
saturday friday weekday sunday thursday tuesday
saturdays weekday friday sunday thursday tuesday
saves storing
saving storing
savings financial spend
saxophone instruments
saying speaking
says tells
sb bb sbymz
sbymz bz jz lz
sc nc south sk sca sa
sca saas cras sc naa
scalable scaling
scale measured measurement smaller larger
scaled resize autoscaling smaller larger
scaling autoscaling scalable resizing autoscaler
scalp head
scan scanning
scandinavia europe
scanned scans
scanner scanning scan
scanning scan inspecting
scans scanning
scare threat
scared dangerous worry
scary dangerous
scenario situations circumstances
scenarios situations circumstances
scenery landscape
schedule weekday weekly
scheduled weekday
schedules weekday
school educational
schooling educational
schools educational
sci scim
scientific research
scientology religion
scissors cutting
scorer scoring
scotia province canada
scotland uk canada country australia europe
scream silence
screaming loud noise
screams noise
screen monitor display window
screenplay acting
screens displays monitor
screenwriter actor
scripting programmatic
scripture verse
scriptures verse
scrubbed clean cleaner dirty cleanable
sculptors artists
sculpture art
sculptures art
sd sdrtb sdxl
sdk sdrtb
sdrtb sd sdxl sdk
sdxl sdrtb sd vrdxl cjlx
se sem
sea ocean
seafood crab food
search searchable finding google retrieval
searchable search
searched looking find searchable
searches searchable google finding retrieval lucene
searching finding searchable retrieval google looking
seas ocean
seaside sea
season year january month
seasonal holiday
seat sit
seated sit
seating sit
seats tickets
seattle angeles boston sf
secession union
secluded isolated
second third first another
secondary primary
secondly second third
seconds minutes timed duration immediately
secrecy confidential security secrets secure revealing
secret hidden confidential revealing
secretive secret revealing hidden confidential
secretly secret
secrets confidential revealing
sections segments
secular religion
secure securely security protecting confidential protection
secured securely security protected confidential
securely secure security encryption confidential encrypted
securing security securely protecting protection
securities markets stock finance
security secure securely protecting protection enforcement
seduction sexual
see seen look
seeing seen showing viewed watching visible
seeker seeks
seeking searching needing looking desired finding
seeks requests
seem appears
seems appears looks
seen shown visible viewed showing appear
sees seen viewed visible
segments sections
seine paris
selangor singapore
seldom often frequently frequent once commonly
select selection dropdown query
selected selection chosen choose pick choice
selecting selection choose chosen selective
selection selecting selective chosen choose selectively
selections selects chosen choose selective choice
selective selectively selection selecting
selectively selective selection
selects selection chosen choose selective
self yourself own
sell sale sold purchase trade
seller sale purchase vendor trade owner
sellers sale purchase
selling sale purchasing business trade sold
sells sale sold purchase
sem se semper bm
semantics logic
semiconductor electronics
semifinal final matches
seminole fl
semper sem
send sent receive sender message delivered
sender sends recipient
senders sends mail recipient emails
sending sent receive shipped sender delivered
sends sender receiving mail outgoing messaging
senegal africa france
senior older
sensation feel
sense logical
sensed detects detection
sensing detects detection
sensitivity sensitive
sensual sexual
sent received added sending accepted invited
sentence phrase statement
sentenced executed
sentences phrases verbosity speech statements
seoul nk
sep separated separator del split
separate separately split sep together independently
separated split separately sep separator together
separately separate individually independently together split
separates split sep separator
separating split sep separately separator
separation separated sep split separator separately
separator sep separated
sept september nov
september march june month year weeks
sequence sequential series
sequences sequential
sequencing sequential
sequential sequence subsequent chronological iterations
serbia country germany
serial serialized
serials serialized
serie series
series sum sequence
seriously serious
seriousness serious
serpent snake
server hosting serverless
serverless server
servers hosting
service system customer
serviced maintenance
services providers
servicing maintenance operate
set setting preset unset
sets subset presets
setting configure configuration set config preconfigured
settings configured config configuration preferences default
setup configuration configuring installation install config
seven six eight five ten four
sevens eight six five
seventeen fifteen age minor thirty
seventeenth fifteen
seventh eight six
seventy thirty
several many few some ones multiple
severe severity
severed detached
severely extremely strongly
sewer drain
sex sexual
sexes gender sexual
sexual gender
sexuality sexual gender
sexually sexual gender
sf sfo san francisco sfzt ca
sfo sf sso francisco fo
sfzt ssz sf lshztxed czpe fzn
sg sgp sa gs
sgp sg sgwvgimd
sgwvgimd sgp
sha shard
shade sun
shades colors
shadow dark
shadows dark
shaky stable
shallow deep depth
shame sad
shanghai asia city
shape round
shaped rounded
shapes objects
shard sha
shards sha
shareholder corporation ownership corp company owns
shareholders corporation ownership company corp shares
shares stock
sharply strongly quickly
shatter breaking
shattered broken breaking
shattering breaking
shaved trimmed
she her
sheet spreadsheets
shell bash
shepherd dog doggie
shifted changing
shifter switch
shifting moving
shillings currency cents monetary
shining sunny
ship arrive deliver delivery
shipbuilding ship
shipment ship shipped delivered delivery arrive
shipments delivery supply ship inventory package
shipped received delivered sent supplied sending
shipping ship delivery delivered box
ships fleet sea
shirt logo
shivering frozen
shoe footer leg
shop stores
shopping purchases store
shops stores places
shore sea ocean
shoreline ocean
shores sea ocean
short shorter shortened shortest longer long
shortage supply
shortages supply demand
shorten short shorter shortest
shortened shorter short shortest truncated longer
shortening shorter short shortest longer
shorter shortest short longer shortened length
shortest shorter short shortened minimal smallest
shortly soon immediately when sooner earlier
shot captures
should will
shouldn should will
shouting loud
shouts voices
shove pushing
shoved pushed forced
shoving pushes
show shown appear displayed demonstrate presented
showcase presentation demonstrates
showcased demonstrates presented
showcasing presentation demonstrate showing presented audience
showdown match challenge
showed shown seen presented
showered clean
showing shown displayed appearing demonstrate visible
shown showing displayed seen presented marked
shows tv watching
shrimp crab
shrink resizes
shrinking resize smaller shortening
shrubs trees
shu ek
shut shutdown
shutdown poweroff cooldown shut
shutter photography
shutting shutdown closes shut poweroff disconnect
shuttle flight
si sivms
siberia asia
sibling parent family
siblings family parent
sickness health
sideways rotated horizontal orientation direction
sidney davis
sigh ha
sight vision viewed visibility visual visible
sighted vision
sighting viewed observed
sign signature signify
signage sign
signalling signals
signature signed
signatures signing
signed signature marked
significance significant importance
significantly significant effectively extremely highly approximately
signifies represents indicates denotes
signify sign
signing signature
silence suppress noise
silenced suppressed
silent silence noise noisy
silently silence
silicon si
silver ag
sima nak
similar similarity identical compare unlike equivalent
similarities similar comparison comparing identical differences
similarity similar comparing comparison
similarly alternatively similar additionally accordingly
simple easy simply explanation explain easier
simpler simple simplified easier easy
simplest simplified minimal
simplicity simple
simplified simplify expression reduced
simplifies simplified equal modifies
simplify simplified expression
simply simple essentially just easy easily
simulcast channel
simultaneous concurrent
simultaneously concurrent multiple parallel independently multi
since until
sing voice performing
singapore asia hk india
singer voice
singers artists music voices
singing voice music performing song musical
sings song
sink drain
sinking floating
sinks drain
sipped sip consuming
sipping sip consuming
sister family
sisters family
site website com web www homepage
sited website
sites website com links google web
sitting sit
situated resides place located location
situation circumstances incident scenarios
situations circumstances scenarios events
sivms vcm si
six five eight four three counting
sixteen fifteen age thirty
sixteenth fifteen thirty
sixth six five third
sixty thirty
sizable large larger size small smaller
size large small larger smaller dimensions
sized large larger small smaller medium
sizes large larger small smaller xl
sj mj tj ij rj uj
sk sku sc ko
skeptical suspicious
skies flight
skill ability
skilled qualified
skills ability intelligence
skimmed reads
skin face body
skip skipped
skipped skip missing
skipping skips
skips skipped
sku sk
skull head
sky sunset clouds
skyscraper building
slain fatal destroyed
slam map mapping
slang meaning
slant flat
slashes backslashes prefixes
slated upcoming released
sleepy exhausted
slice cutting
sliced cutting trimmed
slices chunks portions
slides presentation
sliding moves
slightly relatively quite
slippery sticky
sloop fleet
slovak nationality
slovenian nationality
slow slower faster fast speed fastest
slowed slower speed faster fast delay
slower faster slow speed fastest fast
slowing slower speed faster delay fast
slowly carefully quickly fast slow faster
sm smw smx smpj
small smaller large larger size smallest
smaller larger small smallest large size
smallest smaller small minimal shortest minimum
smart intelligence
smarter smart intelligence iq
smartphone mobile phone android device apps
smashing breaking
smiles happy
smiling happy
smirk smile
smpj jakpj sm smw sj nvjj
sms messaging text
smw sm smx smpj pw
smx sm smw umx smpj nx
sn nn asn pn gn
snack eating food
snacks food eating
snap snappy snapshot
snapped snappy
snapping snappy
snaps snapshot snappy
snapshots backups
snatch grab
snatched grab captured
snowy frozen ice
so well such hence then ye
soa oa naa so
soaked wet water
soaking wet water
soaring flight
sob wo
sobs sad
soccer sports
socially social
societal social
socio social
sociological social
sociology social
sockets ports tcp
soda sodales
softened soft
softer soft
softly soft
softness soft
software program applications tools microsoft programming
soho nyc
sol sollicitudin
solar sun
sold purchased available sale listed shipped
solely exclusively entirely completely
solitary isolated
soloist performing
solution problem
solutions problems
solve solution
solved resolved solution fixed
solving solution
somalia africa
some many several ones few others
somebody someone person anyone human individual
somehow maybe
someone person human individual anyone people
someplace anywhere places location where located
somerville boston
somethin something anything
something things anything someone
sometime whenever when soon usually often
sometimes often usually always generally typically
somewhat quite mostly relatively roughly essentially
somewhere anywhere where places
songs music rap
songwriter artists
songwriters artists
songwriting music musical writing
soo so oh ye um well
soon when never immediately eventually sooner
sooner soon
sort ordering reorder
sorted ordered
sorting ordering ascending
sorts ordering
sought requesting seeks obtained needing searched
sound audio loud noise loudness music
sounded heard loud
sounding loud noise listening speaker loudness
sounds hear
soundtrack song music musical
soundtracks music musical
source reference
sourced attributed
sources references
south north west sc east
southeast east south west north central
southeastern south tn north
southern south north
southernmost south
southward north east west south region
southwest west pacific
sp spc sk sc
spaces whitespace keyspace workspaces
spaceship ship space flight
spacious room
spain portugal europe france mexico germany
spanish english language latin lang
spanned span
spanning span
sparrow robin
sparse compressed
spatial geographical space
spawned generated
spc gc
speak talking speech spoken conversation communicate
speaker audio sound voice speech
speakers audio sound
speaking spoken talking speech discussion
speaks spoken talk speech
spearheaded leadership
spec specifications
specialist professional
specialists professional
specially especially particularly mainly specifically
specialty professional
species nature
specific particular specified specify certain
specifically particularly namely especially mainly primarily
specification specifies standards
specifications specs specified
specified specify unspecified specific given requirement
specifies specified specification refers
specify specified specific
specifying specified indicating
specs specifications
spectacle vision
spectator watching audience
spectators participants audience
sped speed fast slower fastest slow
speech speaking talking speaker
speeches conversations
speed slower fast fastest faster slow
speeding speed
speeds slower faster slow fastest fast
speedy speed fast slower quickly fastest
spend budget savings
spending budget savings monetary financial
spends consumed budget
spent spend paid
spiders bugs
spilled wet
spinning rotated
spiritual religion
spirituality religion
splash wet
splashed wet water
split separate divided chunk sep separately
splitting split separate divided chunking
spokane wa
spoken speaking hear heard talk
spokesperson manager
sponsoring promotion
sport playing swimming
sports teams
sportsman sports
spotlight light
spots areas
spotted seen
spouse partner relationship
spread distribute
spreadsheets sheet
sprinted runner running runs fastest ran
sprinter runner
spun rotated
spying security
sq square
sql query database mysql sqlmode
sqlmode sql
squad team teamgroup
squadron fleet
squads teams teamgroup
square sq
squared sq
squares sq
squat leg
sr src srv nr
src sr srv
sri rs
srv src sr bv hv gv
ss sse sso ssz rs
sse ss sso
ssh sshkey remote
sshkey ssh
ssl https ssn certificate
ssn ssl sso
sso sse ss sfo ssn
ssz sz rz zz tz cz
stability stable
stabilization stability stable
stabilize stable stability
stabilized stable stability
stable stability
staff workers
stages phases
stainless metal
stair steps
staircase steps
stairs steps
stale fresh
stalled stopped paused
stamped marked
stance position
stand standby
standalone independently separately
standard regular
standardization standards normalized
standardized standard
standards specification
standing standby
standings scores ranking stats
stanford uc mit
stanza verse
star starred
starr star
starred star
stars starred
start begin began beginning starter launch
started began begin beginning stopped launch
starter starting beginning initial startup began
starters starts
starting beginning begin began starter startup
starts begins began beginning starter initial
startup starting starter boot launch
starvation eating
starving eating
stat statistics
state gov
stated according mentioned indicated
statehood states
statement sentence phrase
staten york nyc ny nj
states america countries gov us
statewide state nj nc
stating say statement mentioning
station radio fm
stationed deployed
stations radio channels fm
statistical statistics stats
statistics stats
stats statistics
stature height larger large size smaller
status pending progress inactive
statutes regulations
stay leave keep remain
stayed kept remain keep lived leaving
staying leaving remain moving
stays remain keeps kept retained leaving
steal grab
stealth hidden
steel metal
stella star
stellar star
stepfather parent
stephane claude
stepped step
stepping steps
stereo audio
stick sticky
sticking sticky
sticky stick
stiff flexible
stifled suppressed
still yet now
stillness pause silence
stills captures
stipulated requirement specifies incurred criteria
stirred mix
stock shares inventory market
stockholm helsinki
stocks shares markets
stole captured
stolen captured
stomach digest body eating
stomped kicked
stood standby
stop stopped continue
stopped stop continue ended paused started
stopping stop preventing terminate continue pause
stops stopping continue paused ends terminate
storage storing memory gigabytes disk
store purchases storage
stored storage preserved retrieved kept
stores locations places
storing storage saving archiving
storytelling stories
straightforward simple easy simply explicitly
strands strings
strasbourg berlin frankfurt
strategic strategy
strategically strategy
strategies approaches
streak consecutive
stream channel
streamed channel
streaming playback channel
street city outside
streets city
strength strong ability
strengthen strong
strengthened strong
strengths strong ability
stretch resizes flexible extend
stretched flexible extend
strictly strict
stride running
strikes hits
striking hits
stripped replaced
stroking touch
strong strongly
stronger strong strongly
strongest strong
strongly strong extremely
struck hit
struct structure lru
structural structure constructed
structurally structure
structure struct constructing
structures struct constructing
struggle challenge
struggled failing failure
struggles issues failures problems
struggling failing problems attempting issues failure
strung strings
stuck pulled
student educational
students educational
studied research experimental
studies research findings
studio editor
study research educational learning analyze
studying educational
stuff things anything everything something
stuffed wrapped
stunning pretty
sturdy strong
stuttgart berlin frankfurt germany
style design
styled color
styles css
styling css theme formatting
stylistic style
su sutq suh suzce
subcontinent india
subdivided divided
subdivisions segments
subdomain domain
subdomains domains
subdued suppressed
subgroup groups
subject topic
subjects topics
submarine sea ocean
submerged wet water floating sea swimming
submission submit submitting form
submissions submits submitting posting
submit submitting submission form
submits submitting submission form
submitted submissions submit applied uploaded accepted
submitting submit submission form
subnet network net
subscribe subscription subscribers
subscribed subscription subscribers
subscribers subscribes subscription followers
subscribes subscriptions subscribers
subscription subscribes subscribers membership
subscriptions subscribes subscribers memberships purchases
subsequent subsequently sequential
subsequently subsequent initially later accordingly
subset sets
subsidiaries companies corp corporation enterprises
subsidiary corp company corporation enterprises
subsp spaces
substantial significant
substitute substitution replace replacement
substituted substitution replaces
substitutes substitution replacement
substitution substitute replace
subtract calculate
subtype types
suburb city angeles
suburbs area city
succeed success successful succeeded fail successfully
succeeded succeeds unsuccessful successful failed successfully
succeeding succeed success successful attempts fail
succeeds succeeded success successful fails successfully
success successful succeed succeeded successfully failure
successes successful succeeds
successful success succeed succeeded successfully unsuccessful
successfully successful succeeded succeeds success attempt
successive consecutive subsequent sequential increment
successively subsequent sequential
such so
sudan africa
sudanese africa
sudden suddenly happened
sufficient necessary required enough
sufficiently sufficient
suffix prefix
suggest suggestion recommend recommendation proposed
suggested suggestion recommended proposed consider preferred
suggesting suggestion proposed
suggestion suggest recommend proposed recommendation
suggestions suggest recommend advice recommendation
suggests suggestion
suh suzce kh xh tih hh
sui suikrhd
suicide death
suitable appropriate acceptable recommended usable permitted
suitcase bag
suited fit
sum summed series totals addition
sumatra asia
summaries summarize summarization
summarization summarize summaries
summarize summarization summaries
summarized summary summarization
summary summarized detailed overview description summarization
summed sum
summer june
summit mountain
sums series addition
sun sunny sunset
sunday monday weekday saturday tuesday wednesday
sundays weekday monday saturday tuesday friday
sung song
sunk sink floating
sunken floating
sunlight sun sunny sunset light
sunny sun sunset
sunrise sunset sun sunny
sunset sun sunny sky
sunshine sunny sun sunset
super superuser suh
superb super
superintendent administrators
superiors authority
superliga league
supermarkets businesses stores
superstar star
superstructure structure
superuser user super
supervised classification labeled classify recognition learning
supervisor worker manager boss assistant
supervisors managers administrators
supervisory managers management worker
supplemental alternate
supplied received shipped requested included uploaded
supplier vendor manufacturer supply purchasing companies
suppliers vendor manufacturer supply companies
supplies items inventory packages
supply quantity inventory
supplying provide
supported unsupported compatibility
supporter supporting
supporters supporting
supportive supporting
suppose assume if whether
supposedly probably potentially mostly
suppress suppression ignore exclude avoid prevent
suppressed suppression
suppression suppress deny prevented
suppressions suppressed
surely likely necessarily potentially probably
surf ocean
surged burst
surname names
surpassed exceed exceeding
surpassing exceeding
surprisingly reasonably
surrey london uk
surrounded within contained inside covering
surrounding within inside areas covering
surroundings environments within
surveillance tracking security privacy detection monitoring
survey poll
survival death
survive live
survived lived intact
survives preserved remains
surviving live
suspect suspicious
suspected suspicious
suspend suspendisse
suspension suspended
suspicion suspicious
suspicions suspicious
suspiciously suspicious
sustain maintain
sustained maintained
sustaining maintain
sutq suzce suh nq
suzce suh sutq baz ssz iz
sv svvs svc svvnx svf svg
svc sv svvs svvnx svf svg
svf sv svc svvs svvnx svg
svg sv svvs svf svvnx svc
svvnx sv svvs svc svf svg
svvs sv svvnx svc svf svg
sw rw ro
swam swimming
swap switched
swapped swap switched replaced
sweat wet
sweden europe germany france country canada
swedish english japanese
sweeping clean
sweet cool awesome
swiftly quickly fast
swim swimming pool wet water
swimmer swimming
swimmers swimming
swimming pool water
swirling flows
swiss france germany europe
switch swap
switched swap changing
switching changing swap transition
switzerland germany france europe country australia
sxd qxd hex sxqzrpdmumt popxd
sxqzrpdmumt mzxqncy sxd
sxzie sz
sydney australia au nz
symbol icon notation represents denotes logo
symbolism represents
symbols represents
sync synchronous synchronously insync
synchronized sync synchronous synchronously concurrent
synchronous synchronously sync asynchronous asynchronously async
synchronously synchronous asynchronously syncing asynchronous async
syncing synchronous synchronously
synonymous meaning
syntax parsing notation
synth techno
synthetic artificial
syslog rsyslog logging logs
system service
sz ssz mz tz zz rz
ta ti tr
table rows column
tables database rows
tablet device android
tactic strategy
tactics strategy
tad tada
tada naa oa
tag tagged mytag untag untagged
tagged tag untagged mytag untag dbtags
tagging tags dbtags aninterestingtag
tags tagging dbtags mytag
taipei singapore asia
taiwan asia singapore
taiwanese japanese
tak ja
take taken
taken take
takeoff flight
takeover ownership
takes taken
taking taken
tal tr
tale stories
talent skill
talented skill
talents skills
tales stories
talk conversation speaking chat spoken conversational
talked spoken speaking conversation heard discussion
talking conversation speaking chat conversational communication
talks conversation communication conversational speaking chat
tall height shorter
taller height shorter larger smaller
tallest height highest
tallinn helsinki
tally aggregate counter
taluk bangalore
tamil lang
tampa fl
tan sun
tanbgkqhki anbgkqhki cdanbgkqhki ibadanbgkqhki kuknbq qkbg
tandem pairs
tanzania africa
tapes recordings
taqebmihw dqebcw
tasks activities projects jobs actions
tasmania australia au
tasmanian australia
taste tongue
tasting consuming tongue
taught learn educational instructed
tavern pub
taxa tax
taxation tax
taxon categories
taxonomy categories categorize
taxpayer tax
taxpayers taxes
tbilisi ga
tc tnp tccaxkw ts tcp
tccaxkw tc
tcp packet udp tc protocol
td tduxld
tduxld td
te tu
teach learn educational
teaches learning educational instructed
teaching educational learning
teachings religion
team teamgroup group
teamed together collaborate combines collaborators pair
teamgroup group team
teammate team
teammates team teamgroup peer participants
teams teamgroup league groups sports
teatro musical
tech technical technology techno
technical tech technology
technically necessarily actually
technician tech technical
technicians tech technical
technique method
techniques methods approaches directions ways
techno tech
technological technology tech technical techno industry
technologies tech technical
technology tech industry technical
teen fifteen age
teenage fifteen
teenager fifteen
teenagers children
teens children fifteen
tel telephone
telecom telephone tel communications
telecommunication communications telephone
telecommunications telephone communications
telegram messaging
telephone phone caller calls tel
televised tv watching
television tv shows watching media channel
teller bank
temp temperature tempus
temperature temp
temperatures temp weather
templates layouts
tempo tempor
temporal timeline chronological
temporarily temporary quickly permanently
temporary temporarily permanent
temps temperature tempus
tempting offer
tempus temp
ten digit eight fifteen five six
tenant evicted eviction
tending managing
tennessee tn tnu nc tny
tennis sports
tenth ten digit
ter te
term meaning definition keyword
terminate termination exit ends stopping abort
terminated termination ended
terminates termination ends exit finish
terminating termination ends exit stopping finish
termination terminate ends
terminology term definitions dictionary meaning define
terrain landscape mountain
terri dog pet doggie
terrible bad
terribly bad extremely
terrified panic
territorial geographical regions land
territories regions geographical regional countries states
territory land regions
terror threat
test checking experimental
tested experimental
testing experimental checking attestation
tests experimental assessments
texans tx
texas tx state canada america
text plaintext textual content typing
textbook book
textbooks books
texted txt
texts textual documents plaintext
textual text
textures images
tf tfrrnflt tw dof tk tg
tfrrnflt tf
tg tp tk tz tw tzld
tgm tp tw tmpx tg
th thu nthe
tha yu
thailand asia country singapore india portugal
thames london river
than rather
thank welcome
thanked welcome acknowledged
thankful happy
thanks welcome
thanksgiving holiday
that those this then
the their
theater musical actors acting
theatre acting musical actors
theatrical stage musical acting actors
their they them our themselves my
theirs our them themselves they own
them they their themselves those em
themes styles
themselves them their they yourself individuals
then but yet though so however
thence subsequently
theological religion
theology religion
thereafter subsequently later after initially immediately
thereby therefore accordingly
therefore hence accordingly however
thermal temperature temp
these those them this em they
they them their em themselves we
thicker larger
thigh leg
thighs legs
thin lightweight
thing something
things items something everything anything food
think thought mind
thinkers thinking
thinking mind thought mindful
thinks thought mind
third second three
thirst water
thirsty water
thirteen fifteen age six ten
thirty fifteen
this these that
thj tj ltj ij fj vj
tho though however but although
those these that them em they
though however but although except then
thought think mind
thoughts think mind
thousand million number
thousands many few several million counting
threaded concurrent
threat threatening attack
threaten threat
threatened threat
threatening threat
threatens threat
threats threatening dangerous security secure risk
three four two multiple third multi
threw throw
thrilled happy
thrilling sexual
through passed via
throughout within during inside
throughput bandwidth performance
thrown throw
thru through via
thumb hand thumbnail
thumbnail thumb image jpeg
thumbs thumbnail hand
thumped kicked
thursday friday wednesday saturday tuesday weekday
thus hence therefore so such accordingly
ti tih ta tu gu
tia ti
ticked checked
tides ocean
tidy cleanup clean
tie tied
tied connected joined
ties tied anchor
tight fit
tighten adjust
tightened adjust
tighter adjust narrow
tih ti xh kh bh suh
till until
tilt orientation
tilted rotated orientation
tilting rotated orientation
time uptime hour seconds timestamp
timed hour minutes seconds duration uptime
timeline chronological
timely timing immediately delayed quickly
timeouts downtime
timer clock
times once
timescale timescaledb
timescaledb timescale
timestamp time
timestamps time
timetable schedules
timezone utc
timing seconds delay clock slower
tin tincidunt
tiny small smaller smallest larger large
tipperary dublin
tips hints advice
tired exhausted
tissues bodies
titanium ti
title name
titles names
titular titles
tj tjgear sj mj cj thj
tjgear tj tzld tw tk ljtj
tk tg tp tw tz tl
tl tk tg dol tls tzld
tli tw tk tl tg tp
tlkwbz tzld tz tw tk tg
tls tl
tmpx tgm wmp tp
tn tnu tny tnp tnpou nc
tnp tnpou tny tnu tc tn
tnpou tnu tnp tn tny
tnu tnpou tn tny tnp uu
tny tn tnp tnu tnpou
to into tos from
tod todo
today yesterday tomorrow day wednesday when
toe leg footer
toes legs footer
together collaborate separated mutual pair combines
toilet flush
toilets flushes
token tokenize tokenizer mytoken
tokenize tokenizer token
tokenized tokenizer token
tokenizer tokenize token
tokens tokenized tokenizer
tokugawa japanese
tokyo city
told tells heard
tolerance adherence
tomorrow today yesterday tuesday midnight when
ton lb
tonga nz
tonight tomorrow midnight today yesterday
tonnes weight
tons lot
too also additionally
took take taken
tool toolu
tools software
toolu tool
top upper
topic subject
topics subject concepts
topological spaces
topology spaces
topped top highest capped
tops overall
tor tortor
toronto montreal canada
torpedo sea
tortor tor
tos ons to ls
toss throw
tossed throw
tossing throw
total amount overall counted combined per
totaling sum aggregate addition counted calculated
totally completely necessarily exactly
totals amount calculated sum
touch hand
touchdown td
touchdowns td scoring
touched hand
touches hand
touching hand
tough hard easy easier
toulouse paris france
tour visit
touring visiting
tourism destinations travel visiting
tourist visiting destinations travel
tourists destinations visiting travel
tournament matches conference teams
tournaments matches
tours visit
toward direction
towards direction forwards
town city location
towns city locations places
toxic harmful dangerous
toxicity harmful
toy object
tp tg tk tw tpxef tf
tpxef tp
tq qc tc
tr tu ta trace
trace tr
traced tracked
track runner
tracker tracking
tracking monitoring
trade deal offered
traded confirmed sold accepted shipped
trademark branding
trader broker stock market vendor
traders broker markets exchanges stock
trades offers sale
trading stock market exchanges broker
traditional conventional
traditionally commonly
trafford united
tragic sad
trailing ends
train obtrained
trained obtrained skill learning
trainee worker
training obtrained learning educational
trains tracks
trait characteristics
traits characteristics
tran ts
trance techno
trans transcribe
transaction transactional payment
transactional transactions
transactions transactional payments
transcribed transcription transcript
transcript transcribed transcription
transcription transcribed transcript
transcriptions transcribed transcripts
transcripts transcriptions transcribed
transfer transferred exchanging
transferred transfer exchanging migrated
transferring transfer migrating migration
transfers transferred exchanging transport
transform converted
transformed converted becomes
transforming converted
transgender gender
transit transitive transport
transitional transition
transitive transit
translate lang
translated lang
translates lang
translating lang multilingual
translation lang
translations multilingual lang language
translator lang language multilingual english
translators lang
translit transcribed
translucent opaque transparent visible
transmit communications communicate
transmitting communications communicate receiving
transparency transparent opaque visibility
transparent opaque visible visibility clear
transport travel destination transit transfers
transportation transport travel destination transit traffic
transported destination travel transferred bringing carried
transporting carry bringing carried destination travel
transvaal africa
trash garbage clean
traumatic recover recovery
travel destination flight transport moving visiting
traveled destination transport moving flight
traveler travel destination
travelers travel destinations visiting transport
traveling destination transport flight moving visiting
travelled travel destination transport moving
traveller travel destination
travellers travel destinations
travelling travel destination transport moving flight
travels destination transport flight visiting moving
traverse paths navigation
traversed paths route
tre tr te tu
treated handled
treatment treated
treatments treated
treaty agreement
tree leaf leaves
trees leaf leaves
tremendous extremely
trenton nj
tri trig tristique
trials experimental
tribal native
tribe native
tribunal trial
tributaries river
tributary river
tricks tips
tricky easy hard
tried try attempted unsuccessful cannot works
tries attempts efforts fail
trillion million
trilogy series
trim trimmed cutting
trimmed trim
trio three multi third
trip travel going destination visit
triple double
trips travel destinations visiting going
trouble problems issues help
troubles problems issues
trough beneath under
true exactly
truly exactly
trumpet instruments
truncate truncation
truncated shortened
truncation truncate
trusted reliable
truth false
try attempting fails works
trying attempting needing unsuccessful
ts tc rt
tt tts ttl tr ts ta
ttl tts
tts ttl
tu tue cu en tr te
tuberculosis tb
tucson az
tue tu tumw en tuple
tuesday monday wednesday weekday thursday saturday
tufqb nfqqb tumw fbqg
tug pulling
tugged pulling
tugging pulling
tumw tue tufqb tuple
tune music
tunes music musical rap listening audio
tung wu
tunisia africa germany
tuple tumw tue turpis
turbine engine
turbo engine
turbulent flows
turkmenistan asia
turn reverse
turned reversed
turpis tuple
turquoise blue color
turtle snake
tutor tutorials
tutorials basics instruction guides
tv watching channel shows viewing
tvjkc ujkz
tw tzld tf tg tli tk
twelve six eight fifteen ten five
twenties thirty age fifteen
twenty thirty fifteen ten
twice repeated once double two
twigs trees
twisting flexible
twitch stream
twitter facebook
two three one four multiple several
tx txp mi
txp tx mcp tnp txt tp
txrzvezt txt
txt txrzvezt file txp
ty tyt typ
tying tied
typ tyt ty
type kinds generic subtype
typed inputted
types kinds subtype generic
typical normally normal
typically usually generally normally often primarily
typing text
tyt typ ty
tz tzld zz tg ez cz
tzld tz tlkwbz tw tg tf
ua uc
ubee uebh uul uge
ubpg ug uqb uge
ubuntu linux os windows computer
uc uu ut ua
ucla uc
ud udp nd
udp ud tcp
ue uge ug uy uu uw
uebh ubee uge uwgey uob ue
uefa eu
ufax ux uw uuqy
ufky kafka
ug ig uge uw ue dg
uganda africa
uge ug ue uebh uw bge
ugly beauty pretty
uh um ah oh so ye
uhf radio
ui interface
uid guid nd ibdw dtd pid
uids guid ibdw
uj ij ej rj wj mj
ujkz uz uztd ez kz ug
ujm uj
uk canada london australia nz europe
ukraine germany country europe portugal
ul ae
ulster dublin
ultimately eventually finally subsequently overall initially
ultraviolet uv
um oh ah hm lo ha
umm um
ump umx idp
umx umxja ump ux smx nx
umxja umx
un une
una une tu un
unable cannot error failed unavailable issue
unacceptable acceptable
unaffected affected
unanimously approval
unarchive unassign
unassign unarchive
unassigned presigned
unauthorized authorization authorized authentication
unavailable unable available enabled offline inactive
unaware aware
unbounded inbound outbound
unbroken breaking
unchanged changes modifications replaced reverted modify
unclear confused explain
uncles family ancestors
uncommon rare common standard special normal
uncompacted compacted
uncompressed compressed compression
unconfirmed pending
unconventional conventional
uncover revealing
uncovered covering exposed hidden visible
und une un
under beneath around within
underneath beneath under inside below
underside beneath
understand explain explanation
understanding explanation explain reasoning learning
understood understand explain
undertaken performed initiated occurred completes obtained
underwater wet ocean sea swimming water
undisclosed unspecified hidden
undo undone revert
undoubtedly potentially likely probably necessarily eventually
une un le
uneasy worry
unexpected expected
unexpectedly unexpected suddenly
unfamiliar familiar
unfinished finishes completes incomplete
unfortunate sad
unharmed intact safely
unhealthy healthy health
unicode utf encoding
unidentified identification identify identified unknown unspecified
uniformly uniform
uninstalls deleting remove deletion
unionist union
unique uniquely distinct identical
uniquely unique distinct identical identifiable
unison sync
unite together
united us
uniting together union combines merges collaborate
units quantities
universally universal
universe space
universidad uc
universite uc
universities uc institutions uu
university uc uu
unix linux
unlawful legal legally
unless if depending
unlike similar
unlikely likely possible potentially
unlimited limited limitation maximum
unlink linking disconnect
unlinked unreferenced linking untagged disconnected
unlock locked
unlocked locked
unmarked identifiable identifying
unmistakable identifying
unnamed anonymous
unnatural natural conventional
unnecessary necessary omitted unused without
unnoticed hidden visible absent
uno un
unofficial official
unofficially official
unpaid pay paid
unpopular popular popularity
unpredictable reliable
unprotected protected protection
unpublished publishable published
unreasonable reasonable
unredacted redacted
unreferenced unlinked
unregistered registered registration
unrelated related
unreleased released
unreliable reliable failures failing reliability consistent
unsafe safety dangerous safe safely harmful
unseen hidden visible visibility
unset set
unspecified specified
unstable stable stability
unsuccessful failed succeeded attempted succeeds successful
unsuccessfully unsuccessful fails attempted succeeded succeeds
unsupported incompatible supported
unsure whether asking
untag untagged tagged tag mytag
untagged untag tagged tag mytag unlinked
until while since
untouched unchanged intact
unused usable utilized
unusual unexpected rare special
unusually unexpected
unwilling refusal forced
uo oo uy fo uw ue
uob ug ujkz uw uge uebh
up upy down updatable uptime
upcoming future tomorrow
updatable up upy
update edit changed upgraded modify fix
updated changed edited modified
updates upgrade latest changes versions
updating upgrade refresh
upgrade updates
upgraded updates newer newest
upgrades updates
upgrading updating
upload uploader
uploaded submitted downloaded supplied
uploader uploading
uploading uploader downloading file
uploads uploader files
upper top lower higher middle
uppercase lowercase capitalization usecase case
upside reverse reversal backwards
upstairs under floor
upstate york ny nyc
uptime downtime timed up hour upy
upward descending higher beneath lower down
upwards higher high up lower down
upy up updatable xy uy iy
uq uqb eq wq aq nq
uqb uq nfqqb wq eqqd bq
urban city street nyc london angeles
urged encourage instructed
urgency immediate
urging encourage
uri urn uris url urna
uris uri urns
url link permalink uri
urlencoded encoded urloutput
urloutput urlencoded
urls urns links permalink http uri
urn uri urna uris nn nin
urna urn jna uri
urns urls uri uris
uruguay germany portugal countries france mexico
us america canada australia uu american
usa us america canada australia country
usable utilized usage uses unused suitable
usage uses using utilized usable useful
usages uses using utilized usable useful
usb device
usc uc
usd currency dollars cents monetary prices
use using usage used utilized usable
usecase uppercase lowercase
usecases uppercase
used use utilized using
useful uses helpful purposes effective usage
useless useful unused
user superuser use account
users members use account superuser
uses usages using useful utilized purposes
ushered accompanied
using use usage utilizing used
uss fleet ship
ustk dk tk
usual normally
usually typically generally normally often sometimes
ut uc
utc timezone
utf unicode encoding ascii
utilization utilizing consumed
utilize utilization using use
utilized usable uses usages used useful
utilizes uses using usages usable
utilizing using uses utilization usages
utmost max
utrecht amsterdam
uttered phrase
utterly entirely completely fully extremely
uu uy iu uuqy uw uc
uuid anonuid
uuids anonuid
uul ubee
uuqy uy uu uq uqb uwgey
uuwe ue ug
uvtfnreey uvvsekd
uvvsekd uvtfnreey
uw iw ug uy uu rw
uwgey iwg uy uebh ewge uw
ux ufax nx uu umx uw
uy iy ey xy uu uuqy
uz iz ujkz uztd yz lz
uztd uz ujkz ug dz
vacant abandoned
vacated revoked retained
vacation travel holiday
vacuum air
vague detailed description
val valkey
valentine holiday
valid validated invalid validity verify validation
validate validation validity invalidate verifying valid
validated valid invalidated validation validity verifying
validates validations validity valid verifying invalidate
validating validation validity verifying valid verification
validation validate validity valid verifying
validations validate validity verifying
validity validating valid validation
valkey aikey
valuable value
valuation value pricing
value dollars
vancouver montreal canada toronto province
vanished gone missing absent abandoned restored
vanuatu island
var variable varius
variability variation
variable var parameter
variables var
variance var
variant variations version
variants variations versions
variation variants vary
variations variants vary
varied varies variations various specific variants
varies approximately roughly estimated depend typically
varieties kinds types
variety kinds
various several kinds many particular ones
varius var
vary variation
varying variation
vast large
vastly extremely
vc vcm vcpu vcy vcpus vctq
vcm vc vcpu vcy vctq vcpus
vcpu vc vcm vcpus vcy vctq
vcpus vc vcpu vcm vcy
vctq vcm vc vcpu vcy vrt
vcy vc vcm vy vcpu vctq
vd vrd vnd vdi vdrwx vy
vda vy vd vmxv vm vdi
vdi vd vdrwx vda vm vnd
vdrwx vd vhdx wvx vdi vda
ve vel have has velit hasn
vealx vel velit
vector vectordb
vectordb vector
vegetable squash food
vegetables food
vehicle drive
vehicles engines
vel ve eml rel vealx velit
velit verfun vel ve vealx
velocity speed
vendor manufacturer
vendors marketplace businesses manufacturer companies
venenatis verfun
venezuela mexico
venom snake
ventilation air
ventures enterprises businesses companies
venue place
veracruz mexico
verb verbatim verbose verbosity
verbatim verbs verbosity verbose
verbose verbosity verbatim verb
verbosity verbose verbatim verbs
verbs verbatim verbosity
verdict outcome judge
verfun velit venenatis
verification verifying verified checking confirming validating
verified verification verify marked
verify verification checking confirming verified valid
verifying verification checking validating validation verified
version edition newer update variant download
versions edition newer releases outdated variant
versus vs
vertical horizontal height
vertically horizontal
very extremely highly quite
vet pets dog doggie
veterinary pets dog
vfrqo iroq
vh vnd kh vy gh xh
vhdx vdrwx rhd vd vdi vmdk
vhf radio
vhjl vjl wjjl vj vvfvjhm nvjj
vi viw viverra vu vc
via viafe through
viable usable
viafe via
vicente mexico
vicinity area nearest location near
victories winning won win
victorious winning
victory winning win won
video image watching
videos images
vienna berlin
vietnam asia country
view viewable viewer
viewable view editable
viewed viewer seen viewable watching vision
viewer viewing previewing
viewers viewing watching audience tv shows
viewing viewer watching viewable previewing tv
viewpoint view
views viewable
vigorously strongly
vilnius helsinki
vincent claude
vintage legacy old historic older
violate violation ban enforced forbidden
violated violation enforced
violating violation enforced
violence threatening
violent threatening
violin instruments
violins instruments
viper snake
virginia nv state
virtual vm vd vy vnd vrd
virtually virtual
vis visbility
visibility visible transparent hidden opaque
visible visibility appearing transparent seen hidden
visibly visible
vision visual viewed image
visited accessed
visiting travel
visitor visiting
visitors visiting
vista windows os
visual vision graphic
visually visual vision
visuals vision
viva vivamus
viverra vi viw
viw vi viverra cvw
viz vc
vj vjl nvjj vhjl rj cj
vjal vmhiak vk vj vzz
vjl vhjl vj wjjl nvjj jl
vk vmpk vmdk vmhiak vn rk
vm virtual vy vd vda vdi
vmax vd vz vm vmxv vdrwx
vmdk vmpk vk vmhiak vd vhdx
vmhiak vk vmpk vmdk vhjl vjal
vmpk vk vmdk vmhiak
vmxv mcvvmx vda vy lmxl vm
vn nn hnv vk vnd vy
vnd vd vh vn vy vu
vo vovm
vocabulary dictionary words keyword
vocal voice sound
vocalist voice performing
vocalists artists voices
vocals voices music band performing
voice speaker audio
voices audio
vol volutpat vu
volleyball sports
volumes disks
voted won
voter polling political
voters political polling
votes polling
voting polling
vovm vo nvcm
vowed promises
voyage travel flight destination
voyages travel
vp vpc vice
vpc vpcnatgateways gc
vpcnatgateways vpc
vpcs vpcnatgateways egccs
vr vrd virtual vrt vu vram
vram qam vrd
vrd vd vrdxl vrt vruzzwtd vram
vrdxl vrd vd sdxl vruzzwtd ctx
vrt vrd vctq pct vrdxl
vruzzwtd vrd vrdxl
vs versus
vt vtmryw
vtmryw vm
vu vn vy vd vnd vi
vulnerability security
vvfvjhm vhjl bmvvfqxh nvjj vj
vxbkoeoz vz vk vdrwx nvfzs
vy vcy vh vnd vn vm
vz vzd vzz rz gz zz
vzd lzd yzd vz zzdne
vzz vz vy vk vjal
wa az
wage pay paid dollars
wages pay
wagon cart
waited delayed
waiting delayed immediately
waits delay await
wales nz australia country
walking moving
walks moves
wallet card
wanna want
want desired needing looking interested any
wanted requested needing desired taken interested
wanting needing desired requesting looking
wants needing desired requesting
war conflict
warfare duty
warm temp temperature
warmer temp temperature
warn alert
warned worry
warning alert worry
warns alert
warrant enforcement
warring conflict
warship fleet ship
warships fleet ship
wary worry suspicious
was were is are
wash clean
washed clean dirty
washing clean
washington wa dc state angeles
wasn was didn
waste trash garbage spend
wasting spend
wat what
watched viewed
watching viewing tv video shows
water wet swimming
watered wet
waterfall falls
waterfalls falls
waterford dublin
watering wet
watermark marker
waters ocean sea wet river pool
watershed river
waterway river
waterways river
watery wet water
watt power
watts power
wave signal
ways carefully methods how
wc wcs wcitt wcefuebi
wcefuebi wcitt
wcitt wcefuebi wcs
wcs ws wcitt
wdjd wjjl wdpd wj jqd
wdpd wdjd wxprdwp
we our they wem us
weak strong strongly
weaken strong
weakened strong stable
weaker strong lesser
weakly strongly strong
weaknesses failures
wealth rich financial assets economic finance
wealthiest rich
wealthy rich financial
wear suit
wearing suit
wears suit
weary exhausted
weasel squirrel
weaviate weln
web internet website http webp sites
webhook webp
webp web wp webhook
website site com web www homepage
websites sites web google com links
webster dictionary
wed sunday
wednesday tuesday thursday monday saturday weekday
week weekly monday weekday thursday wednesday
weekday saturday sunday monday tuesday friday
weekdays monday sunday saturday tuesday wednesday
weekend saturday weekday friday sunday monday
weekends weekday saturday sunday friday monday
weekly week weekday monthly daily nightly
weeks months weekly days years september
weigh weight lightweight scale
weighed weight lightweight scale
weighing weight scale
weighs weight lightweight lb
weight lightweight
weights lb
well so good
wellesley uc
wellington nz
wellness health healthy
weln wem weaviate
wem itmh mem dm weln ug
wembley london
went goes go going gone came
were was are aren
weren were was aren
west east north south central pacific
westbound west east
westchester york nyc ny
western west
westminster london
westward west
wet water
wexford dublin
wflz fz wnhz efwz lz wg
wforkxq wqk wxkxb wq wfxutika wvx
wfxutika wxkxb wforkxq wvx
wg wgt wgvy wss wp ug
wgt wg wnwc wgvy wvx wss
wgvy wg hvy wgt wy wlk
wh hh hw wss wy xh
whale shark sea
whales shark
wharton mit
whatsoever entirely
wheelchair disability
when whenever soon never yesterday today
whenever when never soon during always
where located anywhere location places near
whereabouts located location near resides where
whereas versus difference compare unlike vs
whereupon therefore
wherever anywhere where places location located
whether if depending
which whose who
whichever either both neither depending
while until during
whilst while
white color black yellow blue green
whitehall london
whites race black
whitespace spaces
whitish white
who whom whose which
whoever anyone who whose whom everyone
whole entire portion entirely parts
wholly entirely completely
whom whose who
whose whom who which
why reason cause because explains
wi wa
wichita ks
wide narrow width large
widely commonly popularity popular primarily
widen narrow wide expand resize extend
widened wide larger narrow width resize
widening narrow extend wide expand extent
wider wide narrow width larger
widespread commonly popularity popular
width wide length narrow dimensions size
wielding hand
wien frankfurt
wight weight lb
wiki wikipedia
wikipedia wiki google
wild wildcard
will should can
willing able offering
wilmington city
win winning won get
wind air
window screen
windows os microsoft computer pc ubuntu
windshield window
winged flight
winner win won winning
winners won winning win result
winning win won
winnipeg toronto province montreal canada
wins winning won gets
wipe clean clearing flush
wiped cleared
wiping clean cleaner clearing dirty
wired network
wires connectors connections
wisconsin state
with by without
withdrawn revoked
within inside in throughout internal into
without with omitting
witnessed occurred incident
wiyc yc
wj wjjl wdjd mwj uj cj
wjjl wj wdjd vjl vhjl hniajl
wlk glk wg wss ws wgvy
wmer wy
wmp hsmp wp tmpx
wnhz mwmz wflz wg wss gz
wnwc hvwc wgt fwc wg
wo wobo wodatg
wobo wodatg wo
wodatg wobo wo wg
woman person
womb birth
women gender
won winning win resulted
wonder thought think
wonderful awesome
wondering asking
woo ye
wood tree board
wooded trees
woods trees
word keyword
words keywords phrases
work job
worked succeeded
worker jobs working
workers people jobs individuals
workforce jobs workers industry
working job worker
workings attempting operate
workout routine running
workplace worker office jobs working management
works try
workspace namespace keyspace spaces
workspaces namespaces spaces keyspace
world global life globally
worlds global
worldwide globally global world international
worried worry safe warning
worry warning
worse better bad
worsened caused
worship religion
worst best bad
worth value
would could might if
wouldn would might could
wp wg wss ws wy webp
wq wqk uq mq msqw pq
wqk wq wforkxq fqk kqw kql
wr wrlbn wrge
wrap wrapped rolled
wrapped rolled
wraps wrapped
wrecked destroyed rebuilt
wrenched pulling
wrestling sports
wrge wrlbn bge uge wg
wrist hand
writ writable written authored
writable write editable publishable readable written
write written writable readwrite
writer writing author written
writers writing author
writes writable readwrite written reads
writing written writable
writings written writable
written write published authored writable
wrlbn wrge
wrong incorrect incorrectly right correctly
wrongly incorrectly wrong properly incorrect
wrote written write authored published writable
ws wss wcs wg wp wy
wss ws wg wh wp wlk
wuo oo
wurttemberg berlin
wvvdlh wvx cvw
wvx wvvdlh wxprdwp wxkxb vdrwx wforkxq
www com website web site
wxkxb wforkxq wvx wfxutika wxprdwp wqk
wxprdwp wvx wxkxb wp wdpd
wy uy wh gy ws wg
wyoming state
xb nb xk yb xn pb
xbox pc console
xd xk xh xn xy od
xdtix xe xrxraamhr lxgx xwr
xe xr xrs xb xs xdtix
xfs nfs xwr gfs
xh kh xy bh xhq xrxh
xhigh xwlw xhq xh xrxh xr
xhq nqh qh aqh xrxh xh
xhycwp xwlw xrxh xhigh lwp
xiao mi
xj ltj yj rj zj jaj
xk xn kk lk xd xh
xl sizes
xn xk nn pmn nin yn
xny xj
xp windows pc
xqlpab xhq xrxraamhr
xr xrs xrxh lr xrxraamhr xk
xrs xr xrxh xrxraamhr xs xe
xrxh xr xrxraamhr xhq xrs xh
xrxraamhr xrxh xrs xr xqlpab xdtix
xs xrs xk xb xxx xe
xwlw xhigh xk lw xr xhycwp
xwr xfs xdtix
xx xxxx xxx xxxxx xxxxxxxx xk
xxx xxxxx xxxx xxxxxxxx xxxxxxxxxxxx xn
xxxx xxxxx xxxxxxxx xxx xxxxxxxxxxxx xs
xxxxx xxx xxxx xxxxxxxx xxxxxxxxxxxx xrxh
xxxxxxxx xxxxxxxxxxxx xxxxx xxxx xxx
xxxxxxxxxxxx xxxxxxxx xxxxx xxxx xxx
xy xyz xh xk iy uy
xyz xz xy yyz yz qyz
xz xyz zz lz pz iz
ya ye yu yr yk
yahoo web google
yaml yml
yanked pulling
yankees boston
yanking pulling
yb yc yk xb nb erb
ybacdi yjc yj yc yb ybbquhaqeecz
ybbquhaqeecz ybacdi yqaq
yc yjc yb yk yn oc
ydvqqkext iqydvqqd yqq
ye yu yes so
yeah ye yes yu um actually
year yearly january months september june
yearly year monthly
yearning seek
years months yearly weeks days long
yecg yc ywm yk
yelling loud
yellow color red white blue green
yellowish yellow color white blue
yen japanese
yep yes ye yu
yes no ye yu
yesterday today tomorrow earlier when recently
yet but however then still though
ygcys yc yjc ykowjpe ysmwpn ybacdi
yi yikw
yielded delivered receive obtained
yikw xwlw zw
yj yjc yva ykowjpe rj jaj
yjc yj yc ykowjpe nubjc ybacdi
yk yn yz yc yr yb
ykowjpe yj yjc ysmwpn ywe ygcys
ylkw ywm yk yc ywe yb
yml yaml yj ymo
ymo yj yva yml yjc yqaq
yn yk yr yc yyz yz
yo yn yz yk yr yb
york nyc ny nycm city nye
yorker york nyc ny nycm
yorkshire york
you your me
young age older child old
younger older age old
youngest older oldest age
your my you their
yours my
yourself self themselves
yourselves themselves our we
youth children
youthful older age
youtube video streaming google
yqaq yqq nq xhq bq oq
yqq yqaq nq bq pq jq
yr yn yk yz yyz ywm
ysmwpn ykowjpe ywe ygcys
ytd yc yk yb
yu ye yes
yucatan mexico
yunnan province
yva yj ymo yjc yqaq ywe
yvnw yn ywm yyz yk
ywe yj ylkw ykowjpe yva ysmwpn
ywm yk ylkw yr yyz yn
yxrl yn yk yb yc
yyyy yyz oyh yr xyz yn
yyz yz xyz yyyy yk yr
yz yyz yk yr iz uz
yzd lzd vzd zzdne rz qz
za zas zz zl zs zu
zambia africa
zas za zs
zcbhd zhp zcc zzf zp zf
zcc zp zcbhd zl zod zt
ze za zz zfze zu je
zealand nz australia country canada uk
zee zj zz zng
zero amount
zf zzf zfze zy zw zfsl
zfsl zl zf zzf zfze zxrz
zfze zzf zf zxrz zng zz
zgmtrw zstd zw zgtj zm zp
zgtj zj zkyvjl zrnak zng zt
zhmza zz zq zj zy qza
zhp zp zod zw zy zpki
zimbabwe africa nz
zinc zz zn
zip gzip
zipper zip bag
ziuth ziv zod zn zhp zt
ziv ziuth zn zt zng zfze
zj zgtj zz zrnak zm zmlj
zkyvjl zgtj zj zmlj zl zpki
zl zfsl zw zz zm zp
zm zxnm zz zp zn zl
zmlj zgtj zj zkyvjl zm zxrz
zn zxnm zz zm zt zp
zng zfze zgtj zz zm zj
zod zn zhp zl zy zp
zodiac leo
zones regions areas
zoning areas
zp zhp zm zt zstd zn
zpki zp zrnak zod zj zhp
zq zxqi zz qz nq zn
zrnak zj zgtj zpki zod zl
zs zas zz zn zm zp
zsbucn zn zcbhd zrnak zstd zt
zstd ztnpd zt zp zs zgmtrw
zt zstd ztnpd zp zn zgtj
ztnpd zstd zt mznp zp zgtj
zu zz zfze za zs zn
zur zu
zurich amsterdam
zw zz zy zl zzf zf
zxnm zm zn zxrz zxqi zp
zxqi zq zxrz zxnm ziv qix
zxrz zfze zz zzf zxnm zl
zy zw zz zzf zf zn
zyqurpb zy zcbhd zhp zzf zp
zz zzf rz zw gz zxrz
zzdne zfze lzd yzd zz zxrz
zzf zf zfze zz zxrz zy
zzzzzz zz xyz
";
