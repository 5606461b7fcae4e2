const fs=require('fs'),zlib=require('zlib'),path=require('path');
const {SourceMapConsumer}=require('source-map');
const dir=process.argv[2]; const pages=process.argv.slice(3);
const d=JSON.parse(fs.readFileSync(dir+'/page-chunks.json'));
const html=fs.readFileSync(dir+'/index.html','utf8');
const entry=[...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(m=>m[1]);
(async()=>{
for(const page of pages){
 const files=new Set([...entry,...(d[page]||[]),...(d['#member-area']||[])]);
 const bySrc={}; let total=0;
 for(const f of files){
  const code=fs.readFileSync(path.join(dir,f),'utf8');
  const gzTotal=zlib.gzipSync(code,{level:9}).length; total+=gzTotal;
  const mapFile=path.join(dir,f+'.map'); if(!fs.existsSync(mapFile)) continue;
  const map=JSON.parse(fs.readFileSync(mapFile));
  const c=await new SourceMapConsumer(map);
  const lines=code.split('\n'); const counts={}; let mapped=0;
  c.eachMapping(m=>{}); 
  // attribute each char by the mapping preceding it
  const ms=[]; c.eachMapping(m=>ms.push(m));
  for(let i=0;i<ms.length;i++){const m=ms[i];const n=ms[i+1];
   let len; if(n&&n.generatedLine===m.generatedLine) len=n.generatedColumn-m.generatedColumn; else len=(lines[m.generatedLine-1]||'').length-m.generatedColumn;
   const s=(m.source||'?').replace(/.*node_modules\//,'nm/').replace(/.*apps\/web\/src\//,'src/').replace(/.*packages\/shared\/src\//,'shared/');
   counts[s]=(counts[s]||0)+len; mapped+=len;}
  const ratio=gzTotal/code.length;
  for(const [s,n] of Object.entries(counts)) bySrc[s]=(bySrc[s]||0)+n*ratio;
  c.destroy&&c.destroy();
 }
 console.log(page,'total gz',total);
 Object.entries(bySrc).sort((a,b)=>b[1]-a[1]).slice(0,+process.env.TOP||60).forEach(([s,n])=>console.log(Math.round(n),s));
}})();
