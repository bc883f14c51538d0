<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="Sandlot" tilewidth="16" tileheight="16" spacing="1" margin="1" tilecount="28" columns="8">
 <image source="sandlot.png" width="137" height="69"/>
 <wangsets>
  <wangset name="Ground" type="corner" tile="-1">
   <wangcolor name="Sand" color="#f5d76e" tile="0" probability="1"/>
   <wangcolor name="Paving" color="#7f7f7f" tile="1" probability="1"/>
   <wangcolor name="Gravel" color="#4a90d9" tile="2" probability="1"/>
   <wangcolor name="Mud" color="#8b4513" tile="3" probability="1"/>
   <wangtile tileid="0" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="1" wangid="0,2,0,2,0,2,0,2"/>
   <wangtile tileid="2" wangid="0,3,0,3,0,3,0,3"/>
   <wangtile tileid="3" wangid="0,4,0,4,0,4,0,4"/>
   <wangtile tileid="4" wangid="0,1,0,2,0,1,0,1"/>
   <wangtile tileid="5" wangid="0,1,0,2,0,2,0,1"/>
   <wangtile tileid="6" wangid="0,1,0,1,0,2,0,1"/>
   <wangtile tileid="7" wangid="0,2,0,2,0,1,0,1"/>
   <wangtile tileid="8" wangid="0,1,0,1,0,2,0,2"/>
   <wangtile tileid="9" wangid="0,1,0,4,0,1,0,1"/>
   <wangtile tileid="10" wangid="0,1,0,1,0,4,0,1"/>
   <wangtile tileid="11" wangid="0,2,0,1,0,2,0,2"/>
   <wangtile tileid="12" wangid="0,2,0,1,0,1,0,2"/>
   <wangtile tileid="13" wangid="0,1,0,1,0,1,0,2"/>
   <wangtile tileid="14" wangid="0,4,0,1,0,1,0,1"/>
   <wangtile tileid="15" wangid="0,1,0,1,0,1,0,4"/>
   <wangtile tileid="16" wangid="0,2,0,3,0,1,0,1"/>
   <wangtile tileid="17" wangid="0,2,0,3,0,3,0,2"/>
   <wangtile tileid="18" wangid="0,1,0,3,0,3,0,2"/>
   <wangtile tileid="19" wangid="0,1,0,3,0,3,0,1"/>
   <wangtile tileid="20" wangid="0,1,0,1,0,3,0,1"/>
   <wangtile tileid="21" wangid="0,3,0,1,0,1,0,1"/>
   <wangtile tileid="22" wangid="0,3,0,1,0,1,0,3"/>
   <wangtile tileid="23" wangid="0,1,0,1,0,1,0,3"/>
   <wangtile tileid="24" wangid="0,1,0,4,0,4,0,1"/>
   <wangtile tileid="25" wangid="0,4,0,4,0,1,0,1"/>
   <wangtile tileid="26" wangid="0,1,0,1,0,4,0,4"/>
   <wangtile tileid="27" wangid="0,4,0,1,0,1,0,4"/>
  </wangset>
 </wangsets>
</tileset>
